import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldsPageSingleValueFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Passport expiry date" defaultValue={dayjs('2031-03-18')} />
        <TimeField label="Store opening time" defaultValue={dayjs('2025-06-12T08:30')} />
        <DateTimeField label="Train departure" defaultValue={dayjs('2025-06-12T07:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
