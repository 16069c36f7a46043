import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerPageFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Set by the venue: users can focus and copy it, not change it. */}
        <TimePicker label="Doors open" defaultValue={dayjs('2025-10-18T19:00')} readOnly />
        {/* Not available until the guest chooses a dinner option. */}
        <TimePicker label="Dinner served" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
