import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerStepOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Columns with every hour and every quarter of an hour. */}
        <TimePicker
          label="Meeting starts"
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2025-05-06T10:30')}
        />
        {/* Every minute, in a column of 60 options. */}
        <TimePicker label="Alarm" timeSteps={{ minutes: 1 }} defaultValue={dayjs('2025-05-06T06:47')} />
        {/* 24 options or fewer: a single list of times instead of columns. */}
        <TimePicker
          label="Hourly parking slot"
          timeSteps={{ minutes: 60 }}
          defaultValue={dayjs('2025-05-06T14:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
