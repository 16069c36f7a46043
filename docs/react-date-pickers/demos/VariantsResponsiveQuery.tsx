import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const renewal = dayjs('2025-09-30');

export default function VariantsResponsiveQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Always a popover, on every device. */}
        <DesktopDatePicker label="Renewal (desktop)" defaultValue={renewal} />
        {/* Always a dialog with Cancel and OK. */}
        <MobileDatePicker label="Renewal (mobile)" defaultValue={renewal} />
        {/* Popover on windows at least 900px wide, dialog below that. */}
        <DatePicker
          label="Renewal (responsive)"
          defaultValue={renewal}
          desktopModeMediaQuery="@media (min-width: 900px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
