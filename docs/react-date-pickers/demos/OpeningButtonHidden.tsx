import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function OpeningButtonHidden() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        {/* Recommended: a field on its own has no popup and no button. */}
        <DateField label="Date of birth" defaultValue={dayjs('1990-03-27')} disableFuture />
        {/* Deprecated, still supported in v8: a picker without its button. */}
        <DatePicker label="Date of birth (picker)" defaultValue={dayjs('1990-03-27')} disableFuture disableOpenPicker />
      </Stack>
    </LocalizationProvider>
  );
}
