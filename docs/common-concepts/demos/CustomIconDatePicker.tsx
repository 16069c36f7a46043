import { useState } from 'react';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function isWeekend(date: Dayjs): boolean {
  const day = date.day();
  return day === 0 || day === 6;
}

export default function CustomIconDatePicker() {
  const [deliveryDate, setDeliveryDate] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        value={deliveryDate}
        onChange={setDeliveryDate}
        disablePast
        shouldDisableDate={isWeekend}
        // Replace the calendar icon of the opening button.
        slots={{ openPickerIcon: LocalShippingOutlinedIcon }}
        slotProps={{
          // Props for the replaced icon.
          openPickerIcon: { color: 'primary' },
          // Props for the default text field.
          textField: { helperText: 'We deliver Monday to Friday.' },
        }}
      />
    </LocalizationProvider>
  );
}
