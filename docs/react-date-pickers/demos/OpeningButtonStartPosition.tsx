import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function OpeningButtonStartPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2025-08-01')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DatePicker
          label="Return"
          defaultValue={dayjs('2025-08-15')}
          // The clear button and the opening button on opposite sides.
          slotProps={{
            field: { openPickerButtonPosition: 'start', clearable: true, clearButtonPosition: 'end' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
