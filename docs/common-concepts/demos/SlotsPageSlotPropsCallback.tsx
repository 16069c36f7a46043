import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function isWeekend(day: Dayjs) {
  return day.day() === 0 || day.day() === 6;
}

export default function SlotsPageSlotPropsCallback() {
  const [deliveryDay, setDeliveryDay] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        value={deliveryDay}
        onChange={setDeliveryDay}
        referenceDate={dayjs('2025-06-02')}
        shouldDisableDate={isWeekend}
        slotProps={{
          // Each function receives the owner state of its slot and returns the props.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty
              ? 'Pick a weekday'
              : 'The courier arrives between 08:00 and 18:00',
          }),
          day: (ownerState) => ({
            sx: ownerState.isDayDisabled
              ? { textDecoration: 'line-through' }
              : { fontWeight: ownerState.isDaySelected ? 700 : 500 },
          }),
        }}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
