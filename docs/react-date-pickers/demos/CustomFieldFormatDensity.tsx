import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

const dueDate = dayjs('2025-09-30');

export default function CustomFieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker label="Invoice due (dense)" defaultValue={dueDate} />
        {/* A space on each side of every "/", "-" and "." of the format. */}
        <DatePicker label="Invoice due (spacious)" defaultValue={dueDate} formatDensity="spacious" />
        <DateRangePicker label="Billing period (spacious)" formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
