import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Bank holidays in May 2025 (England and Wales). Built once, looked up on every call.
const bankHolidays = new Set(['2025-05-05', '2025-05-26']);

function isNonBankingDay(day: Dayjs): boolean {
  const weekday = day.day();
  return weekday === 0 || weekday === 6 || bankHolidays.has(day.format('YYYY-MM-DD'));
}

export default function ValidationWeekendDays() {
  const [paymentDay, setPaymentDay] = useState<Dayjs | null>(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <DateCalendar
          value={paymentDay}
          onChange={setPaymentDay}
          shouldDisableDate={isNonBankingDay}
        />
        <Typography variant="body2">
          {paymentDay ? `Transfer on ${paymentDay.format('dddd D MMMM')}` : 'Pick a banking day'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
