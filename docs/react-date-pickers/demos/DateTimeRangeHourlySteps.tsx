import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const shoot: DateRange<Dayjs> = [dayjs('2025-10-03T08:00'), dayjs('2025-10-04T16:00')];

export default function DateTimeRangeHourlySteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        {/* Whole hours only: no minutes view, and a format to match. */}
        <DateTimeRangePicker
          label="Studio hire (by the hour)"
          defaultValue={shoot}
          views={['day', 'hours']}
          format="DD/MM/YYYY HH:00"
          ampm={false}
        />
        {/* Quarter hours, listed as one column of times. */}
        <DateTimeRangePicker
          label="Equipment loan"
          defaultValue={shoot}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          thresholdToRenderTimeInASingleColumn={96}
        />
      </Stack>
    </LocalizationProvider>
  );
}
