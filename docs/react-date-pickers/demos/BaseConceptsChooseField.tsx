import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const formDate = dayjs('2025-06-01');

export default function BaseConceptsChooseField() {
  // A birth date is known by heart: typing it is faster than paging back through decades.
  const [birthDate, setBirthDate] = useState<Dayjs | null>(null);
  const age = birthDate?.isValid() ? formDate.diff(birthDate, 'year') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        <DateField
          label="Date of birth"
          value={birthDate}
          onChange={setBirthDate}
          maxDate={formDate}
          helperText="Type the month, the day and the year"
        />
        <Typography variant="body2">
          {age === null ? 'No date yet' : `Age on 1 June 2025: ${age}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
