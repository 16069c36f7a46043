import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function CustomFieldTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract renewal reminder"
        sx={{ width: 320 }}
        slotProps={{
          // A function receives the owner state, so the props can follow the value.
          textField: ({ isPickerValueEmpty }) => ({
            variant: 'filled',
            required: true,
            helperText: isPickerValueEmpty ? 'No reminder set yet' : 'We email the account owner on this day',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
