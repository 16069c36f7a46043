import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimeFieldReminder() {
  const [sendAt, setSendAt] = useState<Dayjs | null>(dayjs('2025-06-12T09:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="Send the newsletter at" value={sendAt} onChange={setSendAt} />
        <Typography variant="body2">
          {sendAt ? `Stored as ${sendAt.format('YYYY-MM-DDTHH:mm')}` : 'Not scheduled: the value is null.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
