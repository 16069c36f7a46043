import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function ValueChangeContext() {
  const [start, setStart] = useState<Dayjs | null>(dayjs('2025-05-31'));
  const [lastChange, setLastChange] = useState('Edit the field or pick a day.');

  const handleChange = (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    setStart(newValue);
    setLastChange(
      `value: ${describe(newValue)} · source: ${context.source} · error: ${context.validationError ?? 'none'}`,
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Contract start"
          value={start}
          onChange={handleChange}
          minDate={dayjs('2025-05-15')}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {lastChange}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
