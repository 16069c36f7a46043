import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function SubcomponentsIconActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice due date"
        defaultValue={dayjs('2025-09-30')}
        // Keep the popup open after a day is picked, so that the buttons have a purpose.
        closeOnSelect={false}
        // slots: which component renders each part.
        slots={{ openPickerIcon: EventIcon }}
        // slotProps: which props each part receives.
        slotProps={{
          actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
          textField: { helperText: 'Net 30 from the issue date' },
        }}
      />
    </LocalizationProvider>
  );
}
