import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const curfew = dayjs('2025-08-01T23:00');

export default function TimePickerVariantsGallery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* Popover with hour and minute columns. */}
          <DesktopTimePicker label="Quiet hours (desktop)" defaultValue={curfew} />
          {/* Dialog with the round clock face. */}
          <MobileTimePicker label="Quiet hours (mobile)" defaultValue={curfew} />
        </Stack>
        {/* The clock face and its toolbar, in the page. */}
        <StaticTimePicker defaultValue={curfew} />
      </Stack>
    </LocalizationProvider>
  );
}
