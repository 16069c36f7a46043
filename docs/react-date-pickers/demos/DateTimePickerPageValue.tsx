import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimePickerPageValue() {
  const [checkUp, setCheckUp] = useState<Dayjs | null>(dayjs('2025-06-16T10:00'));
  const [accepted, setAccepted] = useState<Dayjs | null>(dayjs('2025-06-16T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* Uncontrolled: the picker keeps its own value. */}
        <DateTimePicker label="Vaccination" defaultValue={dayjs('2025-06-02T09:15')} />
        {/* Controlled: your state holds the value, so other controls can change it. */}
        <DateTimePicker
          label="Vet check-up"
          value={checkUp}
          onChange={setCheckUp}
          onAccept={setAccepted}
        />
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={!checkUp}
            onClick={() => setCheckUp((current) => current && current.add(1, 'week'))}
          >
            Postpone a week
          </Button>
          <Button
            size="small"
            disabled={!checkUp}
            onClick={() => setCheckUp((current) => current && current.add(1, 'hour'))}
          >
            One hour later
          </Button>
        </Stack>
        <Typography variant="body2">
          {`Last accepted: ${accepted && accepted.isValid() ? accepted.format('ddd D MMM, HH:mm') : 'none'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
