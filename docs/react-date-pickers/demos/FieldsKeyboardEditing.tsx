import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function FieldsKeyboardEditing() {
  const [deadline, setDeadline] = useState<Dayjs | null>(dayjs('2025-06-12T17:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* The month is a word: type "s" for September, or step with the arrow keys. */}
        <DateTimeField
          label="Grant application deadline"
          value={deadline}
          onChange={setDeadline}
          format="D MMMM YYYY, HH:mm"
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {deadline ? deadline.format('YYYY-MM-DDTHH:mm') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
