import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

type TabValue = 'date' | 'time';

// Tabs that show the chosen date and time as their labels.
function SummaryTabs(props: DateTimePickerTabsProps) {
  const { hidden, className, sx } = props;
  // The tabs read the view and the value from the picker.
  const { view, setView, value } = usePickerContext<Dayjs | null>();

  // Respect `hidden`, as the built-in tabs do.
  if (hidden || view === null) {
    return null;
  }

  const isDateView = view === 'year' || view === 'month' || view === 'day';

  return (
    <Tabs
      variant="fullWidth"
      value={isDateView ? 'date' : 'time'}
      onChange={(_event, tab: TabValue) => setView(tab === 'date' ? 'day' : 'hours')}
      // `className` places the tabs in the layout's grid.
      className={className}
      sx={sx}
    >
      <Tab value="date" label={value ? value.format('ddd D MMM') : 'Date'} />
      <Tab value="time" label={value ? value.format('HH:mm') : 'Time'} />
    </Tabs>
  );
}

export default function CustomComponentsTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-10-21T14:30')}
        ampm={false}
        slots={{ tabs: SummaryTabs }}
        slotProps={{
          // The tabs already show the value, so the toolbar can go.
          toolbar: { hidden: true },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
