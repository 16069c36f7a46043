import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DatePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The toolbar moves to the left of the calendar. */}
      <StaticDatePicker orientation="landscape" defaultValue={dayjs('2025-05-21')} />
    </LocalizationProvider>
  );
}
