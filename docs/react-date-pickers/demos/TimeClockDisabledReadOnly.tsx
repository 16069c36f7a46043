import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function TimeClockDisabledReadOnly() {
  const [mode, setMode] = useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="Read-only" />
          <FormControlLabel value="disabled" control={<Radio />} label="Disabled" />
        </RadioGroup>
        <TimeClock
          defaultValue={dayjs('2025-06-01T07:20')}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
          showViewSwitcher
        />
      </Stack>
    </LocalizationProvider>
  );
}
