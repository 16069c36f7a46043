import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const lease: DateRange<Dayjs> = [dayjs('2025-07-01'), dayjs('2026-06-30')];

export default function DateRangeTwoInputs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* The default: both dates in one input. */}
        <DateRangePicker label="Lease" defaultValue={lease} />
        {/* One input per date, labelled with the localeText keys start and end. */}
        <DateRangePicker
          defaultValue={lease}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Move in', end: 'Move out' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
