import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const periods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    id: 'last-7',
    label: 'Last 7 days',
    getValue: () => [dayjs().subtract(6, 'day').startOf('day'), dayjs().startOf('day')],
  },
  {
    id: 'last-30',
    label: 'Last 30 days',
    getValue: () => [dayjs().subtract(29, 'day').startOf('day'), dayjs().startOf('day')],
  },
  { id: 'this-year', label: 'Year to date', getValue: () => [dayjs().startOf('year'), dayjs().startOf('day')] },
];

export default function ShortcutsPageReportLabel() {
  const [period, setPeriod] = useState<DateRange<Dayjs>>([null, null]);
  // The id of the shortcut, or null when the user picked the dates by hand.
  const [shortcutId, setShortcutId] = useState<string | null>(null);
  const [start, end] = period;

  const title = shortcutId
    ? periods.find((item) => item.id === shortcutId)?.label
    : start && end
      ? `${start.format('D MMM YYYY')} – ${end.format('D MMM YYYY')}`
      : 'Choose a period';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Sales report"
          value={period}
          onChange={(value, context) => {
            setPeriod(value);
            setShortcutId(context.shortcut?.id ?? null);
          }}
          slotProps={{ shortcuts: { items: periods } }}
        />
        <Typography variant="h6">{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {shortcutId ? `Saved as "${shortcutId}": recomputed from the current date.` : 'Saved as fixed dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
