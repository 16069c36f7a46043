import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerPageControlled() {
  const [alarm, setAlarm] = useState<Dayjs | null>(dayjs('2025-03-11T06:30'));
  const wakeUp = dayjs('2025-03-11T07:00');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Uncontrolled: the picker keeps its value, you only read it in callbacks. */}
        <TimePicker label="Snooze until" defaultValue={dayjs('2025-03-11T06:40')} />
        {/* Controlled: the value lives in your state and drives the text below. */}
        <TimePicker label="Alarm" value={alarm} onChange={setAlarm} />
        <Typography variant="body2">
          {alarm && alarm.isValid()
            ? `The alarm rings ${Math.abs(wakeUp.diff(alarm, 'minute'))} minutes ${
                alarm.isBefore(wakeUp) ? 'before' : 'after'
              } 7:00 AM.`
            : 'Set a complete time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
