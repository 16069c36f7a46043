import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputComponentLocaleText } from '@mui/x-date-pickers/locales';

// Lowercase hints, as on many paper forms: dd/mm/yyyy.
const lowercaseHints: PickersInputComponentLocaleText = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }) => (contentType === 'letter' ? 'month' : 'mm'),
  fieldYearPlaceholder: ({ digitAmount }) => 'y'.repeat(digitAmount),
};

// Keep the label above the field so that the placeholder shows before you click.
const labelAbove = { textField: { InputLabelProps: { shrink: true } } };

export default function AdaptersLocalePlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Default placeholders" slotProps={labelAbove} />
        <DatePicker label="Date of issue" localeText={lowercaseHints} slotProps={labelAbove} />
        <DatePicker
          label="Date of expiry"
          format="D MMMM YYYY"
          localeText={lowercaseHints}
          slotProps={labelAbove}
        />
      </Stack>
    </LocalizationProvider>
  );
}
