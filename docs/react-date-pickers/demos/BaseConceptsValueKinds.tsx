import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function iso(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value);
}

export default function BaseConceptsValueKinds() {
  const [travelDay, setTravelDay] = useState<Dayjs | null>(dayjs('2025-08-22'));
  const [boarding, setBoarding] = useState<Dayjs | null>(dayjs('2025-08-22T06:40'));
  const [landing, setLanding] = useState<Dayjs | null>(dayjs('2025-08-22T11:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* Date only: the time part of the value is left as it is. */}
          <DatePicker label="Travel day" value={travelDay} onChange={setTravelDay} />
          {/* Time only: the date part of the value is left as it is. */}
          <TimePicker label="Boarding" value={boarding} onChange={setBoarding} />
          {/* Both at once. */}
          <DateTimePicker label="Landing" value={landing} onChange={setLanding} />
        </Stack>
        {/* Each component gives the same type: a full Dayjs, date and time. */}
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          travel day: {iso(travelDay)} · boarding: {iso(boarding)} · landing: {iso(landing)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
