import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The second argument of onChange: how far the user got in the selection.
type SelectionState = 'partial' | 'shallow' | 'finish';

export default function TimeClockPageSelectionState() {
  const [lastState, setLastState] = useState<SelectionState | null>(null);
  const [saved, setSaved] = useState<Dayjs | null>(null);

  const handleChange = (value: Dayjs | null, selectionState?: SelectionState) => {
    setLastState(selectionState ?? null);
    // Save only complete times, not every position of the hand.
    if (selectionState === 'finish') {
      setSaved(value);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {/* Uncontrolled: the clock keeps the value, onChange only reports it. */}
        <TimeClock defaultValue={dayjs('2025-03-28T18:00')} ampm={false} onChange={handleChange} />
        <Typography variant="body2">{`Last selection state: ${lastState ?? '-'}`}</Typography>
        <Typography variant="body2">
          {saved ? `Saved: reservation at ${saved.format('HH:mm')}` : 'Nothing saved yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
