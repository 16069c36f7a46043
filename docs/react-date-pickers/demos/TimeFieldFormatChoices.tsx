import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const departure = dayjs('2025-12-05T19:05:30');

export default function TimeFieldFormatChoices() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* No format: the locale decides (12-hour with AM/PM in English). */}
        <TimeField label="Locale default" defaultValue={departure} />
        {/* ampm={false}: the default format becomes HH:mm. */}
        <TimeField label="24-hour" defaultValue={departure} ampm={false} />
        {/* Seconds need a format with a seconds token. */}
        <TimeField label="With seconds" defaultValue={departure} format="HH:mm:ss" />
        {/* Lowercase meridiem: type a or p, or use the arrow keys. */}
        <TimeField label="Lowercase am/pm" defaultValue={departure} format="hh:mm a" />
      </Stack>
    </LocalizationProvider>
  );
}
