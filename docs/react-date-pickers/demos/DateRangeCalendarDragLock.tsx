import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

export default function DateRangeCalendarDragLock() {
  const [allowDrag, setAllowDrag] = useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={allowDrag} onChange={(event) => setAllowDrag(event.target.checked)} />}
          label="Drag the first or last day to move it"
        />
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-11-10'), dayjs('2025-11-14')]}
          disableDragEditing={!allowDrag}
        />
      </Stack>
    </LocalizationProvider>
  );
}
