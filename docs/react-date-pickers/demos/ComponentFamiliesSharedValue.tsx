import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ComponentFamiliesSharedValue() {
  // One value, three components: they all read and write a Dayjs or null.
  const [moveIn, setMoveIn] = useState<Dayjs | null>(dayjs('2025-06-02'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* Field: keyboard entry only. */}
          <DateField label="Move-in date (field)" value={moveIn} onChange={setMoveIn} />
          {/* Picker: the same field plus a button that opens a calendar. */}
          <DatePicker label="Move-in date (picker)" value={moveIn} onChange={setMoveIn} />
        </Stack>
        {/* View: the calendar on its own, always visible. */}
        <DateCalendar value={moveIn} onChange={setMoveIn} />
        <Typography variant="body2">
          {moveIn ? `Keys handed over on ${moveIn.format('dddd D MMMM YYYY')}` : 'No move-in date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
