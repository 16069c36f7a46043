import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const reminder = dayjs('2025-06-12T08:30');

export default function DateTimeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* A popover with the calendar and the time lists side by side. */}
        <DesktopDateTimePicker label="Reminder (desktop)" defaultValue={reminder} />
        {/* A dialog: the calendar first, then the time, with Cancel and OK. */}
        <MobileDateTimePicker label="Reminder (mobile)" defaultValue={reminder} />
      </Stack>
    </LocalizationProvider>
  );
}
