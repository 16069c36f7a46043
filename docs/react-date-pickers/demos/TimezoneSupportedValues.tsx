import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersTimezone } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

// One moment: the launch of a product, stored in UTC.
const launch = dayjs.utc('2025-09-09T17:00:00Z');

const zones: PickersTimezone[] = [
  'default',
  'system',
  'UTC',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Australia/Sydney',
];

export default function TimezoneSupportedValues() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          maxWidth: 560,
        }}
      >
        {zones.map((zone) => (
          <DateTimeField
            key={zone}
            label={`timezone="${zone}"`}
            ampm={false}
            timezone={zone}
            value={launch}
            readOnly
          />
        ))}
      </Box>
    </LocalizationProvider>
  );
}
