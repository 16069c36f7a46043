import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function MigrationPickersV5MobileTyping() {
  const [birthDate, setBirthDate] = useState<Dayjs | null>(dayjs('1988-05-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Type in the field, or press the calendar button to open the dialog. */}
        <MobileDatePicker
          label="Date of birth"
          value={birthDate}
          onChange={setBirthDate}
          openTo="year"
          maxDate={dayjs('2025-12-31')}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {birthDate ? birthDate.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
