import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Each shortcut sets a day at 09:00; the user then adjusts the time and presses OK.
const reminderShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow morning', getValue: () => dayjs().add(1, 'day').hour(9).startOf('hour') },
  { label: 'Next Monday', getValue: () => dayjs().day(8).hour(9).startOf('hour') },
  { label: 'In one month', getValue: () => dayjs().add(1, 'month').hour(9).startOf('hour') },
];

export default function ShortcutsKeepOpen() {
  const [accepted, setAccepted] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Remind me"
          onAccept={setAccepted}
          slotProps={{
            shortcuts: { items: reminderShortcuts, changeImportance: 'set' },
          }}
        />
        <Typography variant="body2">
          Accepted: {accepted ? accepted.format('ddd D MMM YYYY, HH:mm') : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
