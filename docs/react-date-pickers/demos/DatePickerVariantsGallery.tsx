import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const publication = dayjs('2025-10-06');

export default function DatePickerVariantsGallery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopDatePicker label="Publish on (desktop)" defaultValue={publication} />
          <MobileDatePicker label="Publish on (mobile)" defaultValue={publication} />
        </Stack>
        {/* No field, no popup: the toolbar, the calendar and the action bar sit in the page. */}
        <StaticDatePicker defaultValue={publication} />
      </Stack>
    </LocalizationProvider>
  );
}
