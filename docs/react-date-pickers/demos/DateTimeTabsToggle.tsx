import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimeTabsToggle() {
  const [showTabs, setShowTabs] = useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={showTabs} onChange={(event) => setShowTabs(event.target.checked)} />}
          label="Show the date and time tabs"
        />
        <StaticDateTimePicker
          defaultValue={dayjs('2025-06-12T19:30')}
          slotProps={{ tabs: { hidden: !showTabs } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
