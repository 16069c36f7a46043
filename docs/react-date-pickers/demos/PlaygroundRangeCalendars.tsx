import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

type Calendars = 1 | 2 | 3;

const rangeShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Next 7 days', getValue: () => [dayjs().startOf('day'), dayjs().add(6, 'day').startOf('day')] },
  {
    label: 'Next month',
    getValue: () => [dayjs().add(1, 'month').startOf('month'), dayjs().add(1, 'month').endOf('month').startOf('day')],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function PlaygroundRangeCalendars() {
  const [calendars, setCalendars] = useState<Calendars>(2);
  const [position, setPosition] = useState<Calendars>(1);
  const [shortcuts, setShortcuts] = useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Calendars"
            value={calendars}
            onChange={(_event, next: Calendars | null) => {
              if (next) {
                setCalendars(next);
                setPosition((current) => (current > next ? 1 : current)); // The position must exist.
              }
            }}
          >
            {[1, 2, 3].map((count) => (
              <ToggleButton key={count} value={count}>{`${count} month${count > 1 ? 's' : ''}`}</ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Position of the current month"
            value={position}
            onChange={(_event, next: Calendars | null) => next && setPosition(next)}
          >
            {[1, 2, 3].map((place) => (
              <ToggleButton key={place} value={place} disabled={place > calendars}>{`Today in #${place}`}</ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControlLabel
            label="Shortcuts"
            control={<Switch checked={shortcuts} onChange={(event) => setShortcuts(event.target.checked)} />}
          />
        </Stack>
        {/* Three months are wider than a phone: let the picker scroll. */}
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDateRangePicker
            displayStaticWrapperAs="desktop"
            calendars={calendars}
            currentMonthCalendarPosition={position}
            slotProps={{ shortcuts: { items: shortcuts ? rangeShortcuts : [] } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
