import { useState } from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

interface Booking {
  checkIn: Dayjs | null;
  checkOut: Dayjs | null;
}

const errorText: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Check-out must be after check-in.',
  invalidDate: 'Enter a full date.',
};

export default function TypedBookingForm() {
  const [booking, setBooking] = useState<Booking>({
    checkIn: dayjs('2025-04-17'),
    checkOut: dayjs('2025-04-20'),
  });
  const [checkOutError, setCheckOutError] = useState<DateValidationError>(null);

  // One typed handler per field: the pickers call it with a Dayjs or null.
  const update = (field: keyof Booking) => (value: Dayjs | null) =>
    setBooking((previous) => ({ ...previous, [field]: value }));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker label="Check-in" value={booking.checkIn} onChange={update('checkIn')} />
        <DatePicker
          label="Check-out"
          value={booking.checkOut}
          onChange={update('checkOut')}
          minDate={booking.checkIn?.add(1, 'day')}
          onError={setCheckOutError}
          slotProps={{
            textField: { helperText: checkOutError ? errorText[checkOutError] : undefined },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
