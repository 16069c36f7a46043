import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function ValidationPastFutureDates() {
  const [birthError, setBirthError] = useState<DateValidationError>(null);
  const [startError, setStartError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Date of birth"
          disableFuture
          openTo="year"
          views={['year', 'month', 'day']}
          onError={setBirthError}
          slotProps={{
            textField: {
              helperText:
                birthError === 'disableFuture' ? 'A birth date cannot be in the future.' : ' ',
            },
          }}
        />
        <DatePicker
          label="Contract start"
          disablePast
          onError={setStartError}
          slotProps={{
            textField: {
              helperText: startError === 'disablePast' ? 'Pick today or a later day.' : ' ',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
