import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const exams: DateRange<Dayjs> = [dayjs('2025-06-10'), dayjs('2025-06-20')];

export default function DateRangePickerPageVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        {/* A popover next to the field, whatever the device. */}
        <DesktopDateRangePicker label="Exam period (desktop)" defaultValue={exams} sx={{ width: 320 }} />
        {/* A dialog with one month and OK / Cancel buttons, whatever the device. */}
        <MobileDateRangePicker label="Exam period (mobile)" defaultValue={exams} sx={{ width: 320 }} />
        {/* No field and no popup: the picker is part of the page. */}
        <StaticDateRangePicker defaultValue={exams} />
      </Stack>
    </LocalizationProvider>
  );
}
