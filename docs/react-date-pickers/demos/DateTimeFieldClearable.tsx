import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimeFieldClearable() {
  const [followUp, setFollowUp] = useState<Dayjs | null>(dayjs('2025-06-19T15:30'));
  const [clearedCount, setClearedCount] = useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Follow-up call"
          value={followUp}
          onChange={setFollowUp}
          clearable
          onClear={() => setClearedCount((count) => count + 1)}
        />
        <Typography variant="body2">
          {followUp ? `Call on ${followUp.format('dddd D MMMM [at] HH:mm')}` : 'No follow-up planned'}
          {clearedCount > 0 && ` (cleared ${clearedCount} ${clearedCount === 1 ? 'time' : 'times'})`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
