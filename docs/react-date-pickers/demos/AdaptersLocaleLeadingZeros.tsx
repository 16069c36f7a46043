import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const checkIn = dayjs('2025-04-07T08:05');

export default function AdaptersLocaleLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Default: the field pads every number, whatever the format says. */}
          <DateField label="M/D/YYYY" format="M/D/YYYY" defaultValue={checkIn} />
          {/* Follows the format: one digit where the token has one. */}
          <DateField
            label="M/D/YYYY, respected"
            format="M/D/YYYY"
            defaultValue={checkIn}
            shouldRespectLeadingZeros
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeField label="H:mm" format="H:mm" defaultValue={checkIn} />
          <TimeField label="H:mm, respected" format="H:mm" defaultValue={checkIn} shouldRespectLeadingZeros />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
