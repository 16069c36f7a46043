import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'week', label: 'In 1 week', getValue: () => dayjs().add(1, 'week') },
  { id: 'month', label: 'In 1 month', getValue: () => dayjs().add(1, 'month') },
  { id: 'quarter', label: 'In 3 months', getValue: () => dayjs().add(3, 'month') },
  { id: 'year', label: 'In 1 year', getValue: () => dayjs().add(1, 'year') },
];

export default function ShortcutsBelowCalendar() {
  const [followUp, setFollowUp] = useState<Dayjs | null>(null);
  const [source, setSource] = useState('');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticDatePicker
          value={followUp}
          onChange={(value, context) => {
            setFollowUp(value);
            // context.shortcut is set only when a shortcut caused the change.
            setSource(context.shortcut ? `shortcut "${context.shortcut.label}"` : 'calendar');
          }}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: [] },
            shortcuts: {
              items: followUps,
              sx: { display: 'flex', flexWrap: 'wrap', maxWidth: 320, px: 1 },
            },
            layout: {
              sx: {
                // Move the shortcuts from the start column to a row under the calendar.
                [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: '1 / 4', gridRow: 3 },
                '& .MuiListItem-root': { width: 'auto', px: 0.5 },
              },
            },
          }}
        />
        <Typography variant="body2">
          Follow-up:{' '}
          {followUp ? `${followUp.format('D MMM YYYY')}, from the ${source}` : 'not planned'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
