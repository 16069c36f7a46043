import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

type Mode = 'editable' | 'readOnly' | 'disabled';

// A delivery slot that the warehouse has already confirmed.
const confirmedSlot = dayjs('2025-11-04T14:30');

export default function DigitalClockReadOnlyDisabled() {
  const [mode, setMode] = useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="Read-only" />
          <FormControlLabel value="disabled" control={<Radio />} label="Disabled" />
        </RadioGroup>
        <Stack direction="row" spacing={2}>
          <Paper variant="outlined" sx={{ width: 150 }}>
            <DigitalClock
              defaultValue={confirmedSlot}
              readOnly={mode === 'readOnly'}
              disabled={mode === 'disabled'}
            />
          </Paper>
          <Paper variant="outlined" sx={{ width: 220 }}>
            <MultiSectionDigitalClock
              defaultValue={confirmedSlot}
              readOnly={mode === 'readOnly'}
              disabled={mode === 'disabled'}
            />
          </Paper>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
