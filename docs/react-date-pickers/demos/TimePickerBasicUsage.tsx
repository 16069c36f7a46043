import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerBasicUsage() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* The English locale uses a 12-hour clock with AM and PM. */}
        <TimePicker label="Pick-up time" defaultValue={dayjs('2025-06-20T08:45')} />
        {/* ampm={false} forces a 24-hour clock whatever the locale. */}
        <TimePicker label="Drop-off time" defaultValue={dayjs('2025-06-20T17:15')} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
