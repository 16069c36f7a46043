import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const start = dayjs('2025-11-12T09:30');

export default function DigitalClockColumnThreshold() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* 30-minute steps make 48 options: more than 24, so hour and minute columns. */}
        <DesktopTimePicker label="Class starts (columns)" timeSteps={{ minutes: 30 }} defaultValue={start} />
        {/* Raise the threshold to 48: the same options as a single list. */}
        <DesktopTimePicker
          label="Class starts (single list)"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={start}
        />
      </Stack>
    </LocalizationProvider>
  );
}
