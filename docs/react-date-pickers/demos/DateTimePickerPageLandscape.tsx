import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimePickerPageLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The toolbar with the date and time moves to the left of the views. */}
      <StaticDateTimePicker orientation="landscape" defaultValue={dayjs('2025-10-09T18:30')} />
    </LocalizationProvider>
  );
}
