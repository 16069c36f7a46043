import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarPosition() {
  const [booking, setBooking] = useState<DateRange<Dayjs>>([dayjs('2025-10-06'), dayjs('2025-10-10')]);
  const [position, setPosition] = useState<RangePosition>('end');
  const [checkIn, checkOut] = booking;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={position}
          aria-label="Date to change"
          onChange={(_event, next: RangePosition | null) => next && setPosition(next)}
        >
          <ToggleButton value="start">{`Check-in: ${checkIn?.format('D MMM') ?? '—'}`}</ToggleButton>
          <ToggleButton value="end">{`Check-out: ${checkOut?.format('D MMM') ?? '—'}`}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={booking}
          onChange={setBooking}
          rangePosition={position}
          onRangePositionChange={setPosition}
        />
      </Stack>
    </LocalizationProvider>
  );
}
