import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo stable; use dayjs() in your app.
const today = dayjs('2025-06-12');

const presets: { label: string; range: DateRange<Dayjs> }[] = [
  { label: 'Last 7 days', range: [today.subtract(6, 'day'), today] },
  { label: 'This month', range: [today.startOf('month'), today.endOf('month').startOf('day')] },
  { label: 'Last quarter', range: [dayjs('2025-01-01'), dayjs('2025-03-31')] },
];

export default function DateRangeFieldPresets() {
  const [period, setPeriod] = useState<DateRange<Dayjs>>(presets[0].range);
  const [from, to] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {presets.map((preset) => (
            <Button key={preset.label} size="small" variant="outlined" onClick={() => setPeriod(preset.range)}>
              {preset.label}
            </Button>
          ))}
        </Stack>
        <SingleInputDateRangeField label="Report period" value={period} onChange={setPeriod} clearable />
        <Typography variant="body2">
          {from && to
            ? `Report from ${from.format('YYYY-MM-DD')} to ${to.format('YYYY-MM-DD')}`
            : `Incomplete range: start ${from ? 'set' : 'empty'}, end ${to ? 'set' : 'empty'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
