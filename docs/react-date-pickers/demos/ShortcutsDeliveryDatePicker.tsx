import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  {
    label: 'Next Monday',
    // day(8) is the Monday after the current week, counted from Sunday.
    getValue: () => dayjs().day(8),
  },
  { label: 'In two weeks', getValue: () => dayjs().add(2, 'week') },
  { label: 'End of the month', getValue: () => dayjs().endOf('month').startOf('day') },
  { label: 'No date', getValue: () => null },
];

export default function ShortcutsDeliveryDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery date" slotProps={{ shortcuts: { items: deliveryShortcuts } }} />
    </LocalizationProvider>
  );
}
