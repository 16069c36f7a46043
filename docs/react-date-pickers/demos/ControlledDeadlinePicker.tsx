import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ControlledDeadlinePicker() {
  // null means "no date": the field is empty.
  const [deadline, setDeadline] = useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DatePicker label="Report due" value={deadline} onChange={setDeadline} />
          <Button onClick={() => setDeadline(null)}>Clear</Button>
        </Stack>
        <Typography variant="body2">
          {deadline
            ? `Saved as ${deadline.format('YYYY-MM-DD')} (${deadline.format('dddd')})`
            : 'No deadline set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
