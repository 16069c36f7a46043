import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Ticket sales for the festival open on 17 April 2025 at 10:00.
const salesOpen = dayjs('2025-04-17T10:00');

function helperText(error: DateTimeValidationError): string {
  switch (error) {
    case 'minDate':
      return 'Sales open on 17 April.';
    case 'minTime':
      return 'On 17 April, sales open at 10:00.';
    case 'invalidDate':
      return 'Enter a full date and time.';
    default:
      return 'From 17 April 2025, 10:00.';
  }
}

export default function ValidationTicketSaleStart() {
  // 09:30 on the opening day: half an hour too early.
  const [reminder, setReminder] = useState<Dayjs | null>(dayjs('2025-04-17T09:30'));
  const [error, setError] = useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Remind me to buy tickets"
          ampm={false}
          minDateTime={salesOpen}
          value={reminder}
          onChange={setReminder}
          onError={setError}
          slotProps={{ textField: { helperText: helperText(error) } }}
        />
        <Typography variant="body2">
          Error code: {error === null ? 'none' : `'${error}'`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
