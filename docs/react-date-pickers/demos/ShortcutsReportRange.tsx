import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const reportRanges: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [dayjs().startOf('week'), dayjs().endOf('week').startOf('day')],
  },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = dayjs().subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week').startOf('day')];
    },
  },
  {
    label: 'Last 7 days',
    getValue: () => [dayjs().subtract(6, 'day').startOf('day'), dayjs().startOf('day')],
  },
  {
    label: 'This month',
    getValue: () => [dayjs().startOf('month'), dayjs().endOf('month').startOf('day')],
  },
  {
    label: 'Previous quarter',
    getValue: () => {
      const start = dayjs()
        .startOf('month')
        .subtract((dayjs().month() % 3) + 3, 'month');
      return [start, start.add(2, 'month').endOf('month').startOf('day')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ShortcutsReportRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker label="Report period" slotProps={{ shortcuts: { items: reportRanges } }} />
    </LocalizationProvider>
  );
}
