import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateFieldClearButton() {
  const [followUp, setFollowUp] = useState<Dayjs | null>(dayjs('2025-05-19'));
  const [clearCount, setClearCount] = useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Follow-up call"
          value={followUp}
          onChange={setFollowUp}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
        />
        <Typography variant="body2">
          {followUp ? `Call back on ${followUp.format('D MMMM')}` : 'No follow-up planned'}
          {clearCount > 0 && ` · cleared ${clearCount} ${clearCount === 1 ? 'time' : 'times'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
