import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function DateCalendarFormProps() {
  const [mode, setMode] = useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: Mode | null) => next && setMode(next)}
          aria-label="State of the calendar"
        >
          <ToggleButton value="editable">Editable</ToggleButton>
          <ToggleButton value="readOnly">Read-only</ToggleButton>
          <ToggleButton value="disabled">Disabled</ToggleButton>
        </ToggleButtonGroup>
        <DateCalendar
          defaultValue={dayjs('2025-04-22')}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
