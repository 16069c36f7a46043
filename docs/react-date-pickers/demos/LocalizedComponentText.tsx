import { useState } from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function LocalizedComponentText() {
  const [checkIn, setCheckIn] = useState<Dayjs | null>(dayjs('2025-04-17'));
  const [checkOut, setCheckOut] = useState<Dayjs | null>(dayjs('2025-04-21'));

  return (
    // Texts on the provider apply to every picker inside it.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ cancelButtonLabel: 'Keep the current date', okButtonLabel: 'Confirm' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Texts on a component apply to that component only, and win over the provider. */}
        <MobileDatePicker
          label="Check-in"
          value={checkIn}
          onChange={setCheckIn}
          localeText={{ toolbarTitle: 'When do you arrive?' }}
        />
        <MobileDatePicker
          label="Check-out"
          value={checkOut}
          onChange={setCheckOut}
          minDate={checkIn ?? undefined}
          localeText={{ toolbarTitle: 'When do you leave?', okButtonLabel: 'Confirm check-out' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
