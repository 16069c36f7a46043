import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

export default function DateRangePickerPageFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* The contract is signed: the dates are shown, not changed. */}
        <DateRangePicker
          label="Contract term (readOnly)"
          defaultValue={[dayjs('2025-01-01'), dayjs('2025-12-31')]}
          readOnly
        />
        {/* Not available until a contract term is set. */}
        <DateRangePicker label="Renewal window (disabled)" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
