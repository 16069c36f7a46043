import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const appointment = dayjs('2025-06-12');

export default function AdaptersLocaleToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* Default toolbar: "Thu, Jun 12". */}
        <StaticDatePicker defaultValue={appointment} slotProps={{ actionBar: { actions: [] } }} />
        {/* Custom toolbar: the full weekday and month names. */}
        <StaticDatePicker
          defaultValue={appointment}
          slotProps={{
            toolbar: { toolbarFormat: 'dddd D MMMM' },
            actionBar: { actions: [] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
