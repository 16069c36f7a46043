import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function show(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('ddd D MMM YYYY') : 'Invalid Date';
}

export default function BaseConceptsControlledValue() {
  // Controlled: this state is the value. The picker only shows it and asks to change it.
  const [invoiceDate, setInvoiceDate] = useState<Dayjs | null>(dayjs('2025-03-14'));
  // Uncontrolled: the picker keeps its own value. This state only records what it reported.
  const [lastReminder, setLastReminder] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={1.5} sx={{ width: 280 }}>
          <DatePicker label="Invoice date (controlled)" value={invoiceDate} onChange={setInvoiceDate} />
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              disabled={!invoiceDate?.isValid()}
              onClick={() => setInvoiceDate((date) => date && date.endOf('month').startOf('day'))}
            >
              End of month
            </Button>
            <Button size="small" variant="outlined" onClick={() => setInvoiceDate(null)}>
              Clear
            </Button>
          </Stack>
          <Typography variant="body2">State: {show(invoiceDate)}</Typography>
        </Stack>
        <Stack spacing={1.5} sx={{ width: 280 }}>
          <DatePicker
            label="Payment reminder (uncontrolled)"
            defaultValue={dayjs('2025-04-13')}
            onChange={setLastReminder}
          />
          <Typography variant="body2">Last onChange: {lastReminder ? show(lastReminder) : 'none yet'}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
