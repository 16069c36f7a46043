import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The coming Friday, or today if today is Friday.
function nextFriday(): Dayjs {
  const friday = dayjs().day(5).startOf('day');
  return friday.isBefore(dayjs(), 'day') ? friday.add(1, 'week') : friday;
}

// Stays that start from today; the shortcuts follow the current date on purpose.
const stays: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Tonight', getValue: () => [dayjs().startOf('day'), dayjs().add(1, 'day').startOf('day')] },
  { label: 'Weekend', getValue: () => [nextFriday(), nextFriday().add(2, 'day')] },
  { label: 'One week', getValue: () => [dayjs().startOf('day'), dayjs().add(7, 'day').startOf('day')] },
];

export default function DateRangePickerPageShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Check-in – Check-out"
        disablePast
        slotProps={{ shortcuts: { items: stays } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
