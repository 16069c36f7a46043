import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldRental() {
  const [rental, setRental] = useState<DateRange<Dayjs>>([
    dayjs('2025-07-04T10:00'),
    dayjs('2025-07-07T09:30'),
  ]);
  const [pickUp, dropOff] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        <SingleInputDateTimeRangeField label="Car rental" value={rental} onChange={setRental} />
        <MultiInputDateTimeRangeField
          value={rental}
          onChange={setRental}
          direction="column"
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Pick-up' : 'Drop-off' }),
          }}
        />
        <Typography variant="body2">
          {pickUp && dropOff
            ? `Billed days: ${Math.ceil(dropOff.diff(pickUp, 'hour', true) / 24)}`
            : 'Enter both moments'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
