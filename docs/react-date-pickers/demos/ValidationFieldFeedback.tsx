import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The books for the first half of 2025 close on 30 June.
const closingDate = dayjs('2025-06-30');

export default function ValidationFieldFeedback() {
  // This invoice was dated after the closing date by mistake.
  const [invoiceDate, setInvoiceDate] = useState<Dayjs | null>(dayjs('2025-07-04'));
  const [error, setError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateField
          label="Invoice date"
          value={invoiceDate}
          onChange={setInvoiceDate}
          maxDate={closingDate}
          onError={setError}
        />
        <Typography variant="body2">
          Value: {invoiceDate?.isValid() ? invoiceDate.format('YYYY-MM-DD') : String(invoiceDate)}
        </Typography>
        <Typography variant="body2">Error: {error === null ? 'none' : `'${error}'`}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
