import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerClearable() {
  const [followUp, setFollowUp] = useState<Dayjs | null>(dayjs('2025-06-10'));
  const [clearCount, setClearCount] = useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* A cross button inside the field. */}
        <DatePicker
          label="Follow-up call"
          value={followUp}
          onChange={setFollowUp}
          slotProps={{
            field: {
              clearable: true,
              onClear: () => setClearCount((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2">
          {followUp ? `Call on ${followUp.format('D MMM YYYY')}` : 'No call planned'} (cleared{' '}
          {clearCount} {clearCount === 1 ? 'time' : 'times'})
        </Typography>
        {/* A Clear button in the popup's action bar. */}
        <DatePicker
          label="Renewal reminder"
          defaultValue={dayjs('2025-11-30')}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
