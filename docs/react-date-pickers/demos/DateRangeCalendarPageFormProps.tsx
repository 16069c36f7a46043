import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function DateRangeCalendarPageFormProps() {
  const [mode, setMode] = useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          aria-label="State of the calendar"
          onChange={(_event, next: Mode | null) => next && setMode(next)}
        >
          <ToggleButton value="editable">Editable</ToggleButton>
          <ToggleButton value="readOnly">readOnly</ToggleButton>
          <ToggleButton value="disabled">disabled</ToggleButton>
        </ToggleButtonGroup>
        {/* An approved leave request: shown to the employee, not changeable. */}
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-05-19'), dayjs('2025-05-23')]}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
