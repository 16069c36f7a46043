import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';

export default function DateCalendarViewsOrder() {
  const [founded, setFounded] = useState<Dayjs | null>(null);
  const [view, setView] = useState<DateView>('year');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {/* Year first, then month, then day: the order of the views array. */}
        <DateCalendar
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={dayjs('1998-01-01')}
          minDate={dayjs('1950-01-01')}
          disableFuture
          value={founded}
          onChange={setFounded}
          onViewChange={setView}
        />
        <Typography variant="body2">
          {`Current view: ${view}. `}
          {founded ? `Company founded on ${founded.format('D MMMM YYYY')}` : 'When was the company founded?'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
