import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const invoiceDate = dayjs('2025-03-14');

export default function DatePickerControlledValue() {
  const [dueDate, setDueDate] = useState<Dayjs | null>(invoiceDate.add(30, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360, alignItems: 'flex-start' }}>
        <DatePicker
          label="Payment due"
          value={dueDate}
          onChange={(newValue) => setDueDate(newValue)}
          minDate={invoiceDate}
        />
        {/* The state lives here, so other controls can change it too. */}
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setDueDate(invoiceDate.add(14, 'day'))}>
            14 days
          </Button>
          <Button size="small" onClick={() => setDueDate(invoiceDate.add(30, 'day'))}>
            30 days
          </Button>
          <Button size="small" onClick={() => setDueDate(null)}>
            No due date
          </Button>
        </Stack>
        <Typography variant="body2">
          {dueDate?.isValid()
            ? `Due ${dueDate.format('dddd D MMMM YYYY')}, ${dueDate.diff(invoiceDate, 'day')} days after the invoice date`
            : 'No valid due date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
