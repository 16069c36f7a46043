import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Stands in for a request to a ticketing API: returns the sold-out days of a month.
function fetchSoldOutDays(month: Dayjs): Promise<Set<string>> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const soldOut = new Set<string>();
      for (let day = 1; day <= month.daysInMonth(); day += 1) {
        const date = month.date(day);
        // Saturdays, plus a few other days that change from month to month.
        if (date.day() === 6 || (day * 7 + month.month()) % 11 === 0) {
          soldOut.add(date.format('YYYY-MM-DD'));
        }
      }
      resolve(soldOut);
    }, 800);
  });
}

export default function DateCalendarLoadingMonth() {
  const [month, setMonth] = useState<Dayjs>(dayjs('2025-10-01'));
  const [soldOut, setSoldOut] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchSoldOutDays(month).then((days) => {
      // Skip the answer if the user has moved to another month meanwhile.
      if (!ignore) {
        setSoldOut(days);
        setLoading(false);
      }
    });
    return () => {
      ignore = true;
    };
  }, [month]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={month}
        onMonthChange={setMonth}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
        shouldDisableDate={(day) => soldOut.has(day.format('YYYY-MM-DD'))}
      />
    </LocalizationProvider>
  );
}
