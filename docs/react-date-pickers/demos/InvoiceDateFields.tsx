import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function InvoiceDateFields() {
  const [issuedOn, setIssuedOn] = useState<Dayjs | null>(dayjs('2025-04-17'));
  const [cutOff, setCutOff] = useState<Dayjs | null>(dayjs('2025-04-17T15:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateField label="Invoice date" value={issuedOn} onChange={setIssuedOn} />
          <TimeField label="Bank cut-off" value={cutOff} onChange={setCutOff} format="HH:mm" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {issuedOn && cutOff
            ? `Paid by ${cutOff.format('HH:mm')} on ${issuedOn.format('D MMMM YYYY')}, it clears the same day.`
            : 'Fill in both fields.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
