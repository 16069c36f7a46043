import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

type Count = 1 | 2 | 3;

export default function DateRangeMonthsShown() {
  const [calendars, setCalendars] = useState<Count>(2);
  const [position, setPosition] = useState<Count>(1);
  const [keepMonths, setKeepMonths] = useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          aria-label="Number of months"
          onChange={(_event, next: Count | null) => {
            if (next) {
              setCalendars(next);
              setPosition(1);
            }
          }}
        >
          {[1, 2, 3].map((count) => (
            <ToggleButton key={count} value={count}>{`${count} month${count > 1 ? 's' : ''}`}</ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2">Show the current month in calendar:</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          aria-label="Position of the current month"
          onChange={(_event, next: Count | null) => next && setPosition(next)}
        >
          {[1, 2, 3].slice(0, calendars).map((slot) => (
            <ToggleButton key={slot} value={slot}>{`No. ${slot}`}</ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={keepMonths} onChange={(event) => setKeepMonths(event.target.checked)} />}
          label="Keep the months in place (disableAutoMonthSwitching)"
        />
        <DateRangePicker
          label="Project phase"
          defaultValue={[dayjs('2025-06-16'), dayjs('2025-08-08')]}
          calendars={calendars}
          currentMonthCalendarPosition={position}
          disableAutoMonthSwitching={keepMonths}
          sx={{ width: '100%', maxWidth: 360 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
