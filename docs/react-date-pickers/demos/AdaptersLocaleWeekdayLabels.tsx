import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

type Label = 'default' | 'dd' | 'ddd';

// Each formatter receives a Dayjs for one day of the week and returns its column label.
const formatters: Record<Label, ((weekday: Dayjs) => string) | undefined> = {
  default: undefined,
  dd: (weekday) => weekday.format('dd'),
  ddd: (weekday) => weekday.format('ddd'),
};

export default function AdaptersLocaleWeekdayLabels() {
  const [label, setLabel] = useState<Label>('ddd');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={label}
          onChange={(_event, next: Label | null) => next && setLabel(next)}
          aria-label="Weekday label"
        >
          {(Object.keys(formatters) as Label[]).map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateCalendar defaultValue={dayjs('2025-09-17')} dayOfWeekFormatter={formatters[label]} />
      </Stack>
    </LocalizationProvider>
  );
}
