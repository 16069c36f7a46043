import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OpeningButtonIconColor() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Review date"
          defaultValue={dayjs('2025-05-12')}
          slots={{ openPickerIcon: EditCalendarIcon }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <TimePicker
          label="Review time"
          defaultValue={dayjs('2025-05-12T14:30')}
          slotProps={{
            // A function receives the owner state: colour the button while the view is open.
            openPickerButton: (ownerState) => ({
              color: ownerState.isPickerOpen ? 'secondary' : 'default',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
