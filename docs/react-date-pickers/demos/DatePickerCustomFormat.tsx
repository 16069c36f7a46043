import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const shipped = dayjs('2025-03-08');

export default function DatePickerCustomFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Default format" defaultValue={shipped} />
        <DatePicker label="Day first" defaultValue={shipped} format="DD/MM/YYYY" />
        <DatePicker label="ISO 8601" defaultValue={shipped} format="YYYY-MM-DD" />
        {/* Letter sections: type the first letters, or use the arrow keys. */}
        <DatePicker label="With weekday" defaultValue={shipped} format="ddd DD MMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
