import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const holiday: DateRange<Dayjs> = [dayjs('2025-12-22'), dayjs('2026-01-02')];
const shift: DateRange<Dayjs> = [dayjs('2025-12-22T08:00'), dayjs('2025-12-22T16:30')];
const maintenance: DateRange<Dayjs> = [dayjs('2025-12-27T22:00'), dayjs('2025-12-28T06:00')];

export default function CustomFieldSingleInputRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* No slots.field: each range picker renders one input for both ends. */}
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateRangePicker label="Office closed" defaultValue={holiday} />
        <TimeRangePicker label="Support shift" defaultValue={shift} />
        <DateTimeRangePicker label="Maintenance window" defaultValue={maintenance} />
      </Stack>
    </LocalizationProvider>
  );
}
