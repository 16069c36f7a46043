import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const maintenance: DateRange<Dayjs> = [dayjs('2025-11-08T22:00'), dayjs('2025-11-09T04:00')];

export default function DateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        {/* Popover: the calendar and the time lists side by side, start first, then end. */}
        <DesktopDateTimeRangePicker label="Maintenance window (desktop)" defaultValue={maintenance} />
        {/* Dialog: four steps, with tabs to move between them. */}
        <MobileDateTimeRangePicker label="Maintenance window (mobile)" defaultValue={maintenance} />
      </Stack>
    </LocalizationProvider>
  );
}
