import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeFieldMeeting() {
  const [meeting, setMeeting] = useState<DateRange<Dayjs>>([dayjs('2025-06-12T14:00'), dayjs('2025-06-12T15:30')]);
  const [start, end] = meeting;
  const minutes = start && end ? end.diff(start, 'minute') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <SingleInputTimeRangeField label="Design review" value={meeting} onChange={setMeeting} />
        <MultiInputTimeRangeField
          value={meeting}
          onChange={setMeeting}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Starts' : 'Ends' }),
          }}
        />
        <Typography variant="body2">
          {minutes > 0 ? `Lasts ${minutes} minutes` : 'The end must be after the start'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
