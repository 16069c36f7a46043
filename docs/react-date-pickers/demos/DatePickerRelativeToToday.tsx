import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerRelativeToToday() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Today and later: an appointment cannot be booked in the past. */}
        <DatePicker label="Appointment" disablePast />
        {/* Today and earlier: an incident cannot happen tomorrow. */}
        <DatePicker label="Date of incident" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
