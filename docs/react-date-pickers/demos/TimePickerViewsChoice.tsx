import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViewsChoice() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Hours, minutes and seconds, for a race result. */}
        <TimePicker
          label="Finish time"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2025-04-27T11:42:07')}
        />
        {/* Whole hours only. */}
        <TimePicker label="Reminder hour" views={['hours']} defaultValue={dayjs('2025-04-27T07:00')} />
        {/* Minutes and seconds, for a duration such as a cooking timer. */}
        <TimePicker
          label="Timer"
          views={['minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2025-04-27T00:04:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
