import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const examSlot: DateRange<Dayjs> = [dayjs('2025-06-16T09:00'), dayjs('2025-06-16T12:00')];

export default function DateTimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        {/* Fixed by the exam board: shown, focusable, not editable. */}
        <DateTimeRangePicker label="Written exam" defaultValue={examSlot} readOnly />
        {/* Unlocked once the written exam is passed. */}
        <DateTimeRangePicker label="Oral exam" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
