import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

export default function TimePickerPageOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* The default: the dialog starts on the hours. */}
        <MobileTimePicker label="Bus leaves" defaultValue={dayjs('2025-02-14T08:10')} />
        {/* The hour is almost always right: start on the minutes. */}
        <MobileTimePicker
          label="Next bus (same hour)"
          openTo="minutes"
          defaultValue={dayjs('2025-02-14T08:25')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
