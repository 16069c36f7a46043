import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The ferry leaves the mainland on Monday, Wednesday and Friday, and comes back on Tuesday, Thursday and Saturday.
function noFerry(day: Dayjs, position: 'start' | 'end'): boolean {
  const sailings = position === 'start' ? [1, 3, 5] : [2, 4, 6];
  return !sailings.includes(day.day());
}

// The first day from `from` on, within two months, that passes `test`.
function firstDay(from: Dayjs, test: (day: Dayjs) => boolean): Dayjs | null {
  for (let offset = 0; offset < 60; offset += 1) {
    const day = from.add(offset, 'day').startOf('day');
    if (test(day)) {
      return day;
    }
  }
  return null;
}

// Find the first departure, then the first return at least `nights` later.
function trip(nights: number): PickersShortcutsItem<DateRange<Dayjs>>['getValue'] {
  return ({ isValid }) => {
    const start = firstDay(dayjs(), (day) => isValid([day, null]));
    if (!start) {
      return [null, null];
    }
    const end = firstDay(start.add(nights, 'day'), (day) => isValid([start, day]));
    return [start, end];
  };
}

const trips: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Next day trip', getValue: trip(1) },
  { label: 'Next long weekend', getValue: trip(3) },
  { label: 'Next week away', getValue: trip(7) },
];

export default function ShortcutsPageFerryTrip() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Island crossing"
        disablePast
        shouldDisableDate={noFerry}
        slotProps={{ shortcuts: { items: trips } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
