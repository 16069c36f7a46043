import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BaseConceptsSlotsAndProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Dispatch date"
          defaultValue={dayjs('2025-11-03')}
          // slots: which component renders a part.
          slots={{ openPickerIcon: EditCalendarIcon }}
          // slotProps: extra props for the component of a part.
          slotProps={{
            textField: { helperText: 'The day the parcel leaves the warehouse' },
            openPickerButton: { color: 'primary' },
            actionBar: { actions: ['clear', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
