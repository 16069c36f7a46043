import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function SubcomponentsOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Site inspection"
        referenceDate={dayjs('2025-06-02')}
        slotProps={{
          // The text field's owner state says whether the picker has a value and is open.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty ? 'Required before the permit is issued' : 'Inspection booked',
          }),
          // The button turns blue while the calendar is open.
          openPickerButton: (ownerState) => ({
            color: ownerState.isPickerOpen ? 'primary' : 'default',
          }),
          // Each day receives its own owner state, including the date it renders.
          day: (ownerState) => {
            const weekday = ownerState.day.day();
            const isWeekend = weekday === 0 || weekday === 6;
            return {
              sx: isWeekend && !ownerState.isDaySelected ? { color: 'text.disabled' } : {},
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
