import 'dayjs/locale/de';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';

// Button labels and screen reader text in German.
const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanDatePicker() {
  return (
    // adapterLocale sets the date format, month names and first day of the week.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      <DatePicker label="Anreisedatum" defaultValue={dayjs('2025-04-17')} />
    </LocalizationProvider>
  );
}
