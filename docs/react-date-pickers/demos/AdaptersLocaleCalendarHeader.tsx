import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const festival = dayjs('2025-04-05');

export default function AdaptersLocaleCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="caption">Default: month, then year</Typography>
          <DateCalendar defaultValue={festival} />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="caption">format: 'YYYY年M月'</Typography>
          {/* Year first, as Japanese dates are written. 年 and 月 are not tokens, so they print as they are. */}
          <DateCalendar defaultValue={festival} slotProps={{ calendarHeader: { format: 'YYYY年M月' } }} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
