import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldsClearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* Hover or focus the field to see the button on a desktop. */}
        <DateField label="Date of birth" defaultValue={dayjs('1990-02-14')} clearable />
        <TimeField
          label="Preferred call time"
          defaultValue={dayjs('2025-06-12T10:15')}
          clearable
          clearButtonPosition="start"
        />
      </Stack>
    </LocalizationProvider>
  );
}
