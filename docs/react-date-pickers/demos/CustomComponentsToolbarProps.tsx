import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function CustomComponentsToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        referenceDate={dayjs('2025-12-01')}
        slotProps={{
          toolbar: {
            // Any Day.js format: here the weekday, the day and the short month.
            toolbarFormat: 'dddd D MMM',
            // Shown while the value is empty.
            toolbarPlaceholder: 'No date yet',
          },
          actionBar: { actions: ['clear'] },
        }}
      />
    </LocalizationProvider>
  );
}
