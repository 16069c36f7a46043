import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const exhibition: DateRange<Dayjs> = [dayjs('2026-03-12'), dayjs('2026-05-18')];

export default function CustomFieldDateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        {/* One input: the separator sits inside the text. */}
        <DateRangePicker label="Exhibition" defaultValue={exhibition} slotProps={{ field: { dateSeparator: 'to' } }} />
        {/* Two inputs: the separator is the text between them. */}
        <DateRangePicker
          defaultValue={exhibition}
          localeText={{ start: 'Opens', end: 'Closes' }}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
