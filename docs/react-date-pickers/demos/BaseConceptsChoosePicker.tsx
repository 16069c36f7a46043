import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BaseConceptsChoosePicker() {
  const [delivery, setDelivery] = useState<Dayjs | null>(dayjs('2025-05-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        {/* Type the date, or open the calendar to see which weekday it falls on. */}
        <DatePicker
          label="Delivery date"
          value={delivery}
          onChange={setDelivery}
          shouldDisableDate={(date) => date.day() === 0}
          slotProps={{ textField: { helperText: 'No deliveries on Sundays' } }}
        />
        <Typography variant="body2">
          {delivery?.isValid() ? `Arrives on ${delivery.format('dddd')}` : 'Pick a delivery day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
