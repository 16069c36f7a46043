import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimePickerPageFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* Recorded by the system: users can focus and copy it, not change it. */}
        <DateTimePicker
          label="Order placed"
          defaultValue={dayjs('2025-04-03T16:52')}
          readOnly
        />
        {/* Not available until the order ships. */}
        <DateTimePicker label="Delivered" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
