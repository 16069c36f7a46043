import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Passport issue date"
          name="passportIssuedOn"
          disableFuture
          slotProps={{
            textField: {
              required: true,
              fullWidth: true,
              helperText: 'As printed on page 2 of your passport',
            },
          }}
        />
        <DatePicker
          label="Passport expiry date"
          name="passportExpiresOn"
          disablePast
          slotProps={{
            textField: { size: 'small', fullWidth: true },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
