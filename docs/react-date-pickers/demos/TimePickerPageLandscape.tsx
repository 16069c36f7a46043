import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function TimePickerPageLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The toolbar with the selected time moves to the left of the clock. */}
      <StaticTimePicker orientation="landscape" defaultValue={dayjs('2025-09-01T16:45')} />
    </LocalizationProvider>
  );
}
