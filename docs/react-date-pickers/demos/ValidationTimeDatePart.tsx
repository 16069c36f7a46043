import { useState } from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// The night shift may hand over once the audit of 16 June at 09:00 is done.
const auditDone = dayjs('2025-06-16T09:00');

function helperText(error: TimeValidationError, value: Dayjs | null): string {
  if (error === 'minTime') return 'Before 09:00: rejected.';
  return value?.isValid() ? `Accepted (${value.format('D MMM')}).` : ' ';
}

export default function ValidationTimeDatePart() {
  // Both values are on 17 June, the day after the audit.
  const [timeOnly, setTimeOnly] = useState<Dayjs | null>(dayjs('2025-06-17T08:00'));
  const [withDate, setWithDate] = useState<Dayjs | null>(dayjs('2025-06-17T08:00'));
  const [timeOnlyError, setTimeOnlyError] = useState<TimeValidationError>(null);
  const [withDateError, setWithDateError] = useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField
          label="Handover (time of day)"
          ampm={false}
          minTime={auditDone}
          value={timeOnly}
          onChange={setTimeOnly}
          onError={setTimeOnlyError}
          helperText={helperText(timeOnlyError, timeOnly)}
        />
        <TimeField
          label="Handover (date and time)"
          ampm={false}
          minTime={auditDone}
          disableIgnoringDatePartForTimeValidation
          value={withDate}
          onChange={setWithDate}
          onError={setWithDateError}
          helperText={helperText(withDateError, withDate)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
