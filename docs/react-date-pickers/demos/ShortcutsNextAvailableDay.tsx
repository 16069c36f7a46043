import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next open day',
    // isValid applies the picker's own rules, here disablePast and shouldDisableDate.
    getValue: ({ isValid }) => {
      for (let offset = 1; offset <= 30; offset += 1) {
        const candidate = dayjs().add(offset, 'day');
        if (isValid(candidate)) {
          return candidate;
        }
      }
      return null;
    },
  },
  {
    // A Saturday is never valid here, so this shortcut is always disabled.
    label: 'This Saturday',
    getValue: () => dayjs().day(6),
  },
  { label: 'In 30 days', getValue: () => dayjs().add(30, 'day') },
];

export default function ShortcutsNextAvailableDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Site visit"
        disablePast
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
