import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'Value: null (empty or incomplete)';
  }
  if (!value.isValid()) {
    return 'Value: an invalid date';
  }
  return `Value: ${value.format('dddd D MMMM YYYY')}`;
}

export default function DateFieldKeyboardEntry() {
  const [dueDate, setDueDate] = useState<Dayjs | null>(dayjs('2025-04-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Invoice due date" value={dueDate} onChange={setDueDate} />
        <Typography variant="body2">{describe(dueDate)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
