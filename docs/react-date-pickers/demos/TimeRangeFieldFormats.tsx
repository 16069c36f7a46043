import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const lunchService: DateRange<Dayjs> = [dayjs('2025-06-12T11:30'), dayjs('2025-06-12T14:45')];

export default function TimeRangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* The locale's default: 12-hour time in English (US). */}
        <SingleInputTimeRangeField label="Default" defaultValue={lunchService} />
        {/* 24-hour time with the default format. */}
        <SingleInputTimeRangeField label="24-hour clock" defaultValue={lunchService} ampm={false} />
        {/* Your own format, with seconds, and a word between the times. */}
        <SingleInputTimeRangeField
          label="Custom format"
          defaultValue={lunchService}
          format="HH:mm:ss"
          dateSeparator="to"
        />
        {/* Hours without a leading zero, such as 2:45 pm. */}
        <SingleInputTimeRangeField
          label="Short hours"
          defaultValue={lunchService}
          format="h:mm a"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
