import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';

type Range = DateRange<Dayjs>;

function describe([start, end]: Range): string {
  return start && end ? `${start.format('D MMM')} – ${end.format('D MMM')}` : 'Empty';
}

// Replaces the default chips with a list that shows the dates each shortcut sets.
function ShortcutsWithDates(props: PickersShortcutsProps<Range>) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { setValue } = usePickerActionsContext<Range>();
  const isValid = useIsValidValue<Range>();

  if (items.length === 0) {
    return null;
  }

  return (
    // className keeps the grid cell that the layout gives to the shortcuts.
    <List dense className={className} sx={{ width: 180 }}>
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <ListItemButton
            key={item.id ?? item.label}
            disabled={!isValid(value)}
            onClick={() => setValue(value, { changeImportance, shortcut: { label: item.label, id: item.id } })}
          >
            <ListItemText primary={item.label} secondary={describe(value)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

// Two-week sprints; the current one started on the Monday of this week.
function sprintStart(): Dayjs {
  return dayjs().day(1).startOf('day');
}

const sprints: PickersShortcutsItem<Range>[] = [
  { label: 'This sprint', getValue: () => [sprintStart(), sprintStart().add(11, 'day')] },
  { label: 'Next sprint', getValue: () => [sprintStart().add(14, 'day'), sprintStart().add(25, 'day')] },
  { label: 'Previous sprint', getValue: () => [sprintStart().subtract(14, 'day'), sprintStart().subtract(3, 'day')] },
  { label: 'No dates', getValue: () => [null, null] },
];

export default function ShortcutsPageWithDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Sprint"
        slots={{ shortcuts: ShortcutsWithDates }}
        slotProps={{ shortcuts: { items: sprints } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
