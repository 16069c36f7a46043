import { createContext, useContext, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekState {
  selected: Dayjs | null;
  hovered: Dayjs | null;
  setHovered: (day: Dayjs | null) => void;
}

// The day slot reads the weeks from a context, so the slot component stays the same between renders.
const WeekContext = createContext<WeekState>({ selected: null, hovered: null, setHovered: () => {} });

function WeekDay(props: PickersDayProps) {
  const { day } = props;
  const { selected, hovered, setHovered } = useContext(WeekContext);
  // `isSame(…, 'week')` follows the locale's first day of the week, as the rows of the calendar do.
  const inSelectedWeek = selected !== null && day.isSame(selected, 'week');
  const inHoveredWeek = !inSelectedWeek && hovered !== null && day.isSame(hovered, 'week');
  const isFirstDay = day.isSame(day.startOf('week'), 'day');
  const isLastDay = day.isSame(day.endOf('week'), 'day');

  return (
    <PickersDay
      {...props}
      // The band of the week is drawn on the days, so they must touch.
      disableMargin
      onPointerEnter={() => setHovered(day)}
      onPointerLeave={() => setHovered(null)}
      sx={{
        // 36px for the day plus the two 2px margins it no longer has, to stay under its weekday.
        width: 40,
        borderRadius: 0,
        ...(isFirstDay && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
        ...(isLastDay && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
        ...(inSelectedWeek && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover, &:focus': { bgcolor: 'primary.main' },
        }),
        ...(inHoveredWeek && { bgcolor: 'action.hover', '&:hover, &:focus': { bgcolor: 'action.hover' } }),
      }}
    />
  );
}

export default function DateCalendarWeekPicker() {
  const [selected, setSelected] = useState<Dayjs | null>(dayjs('2025-10-15'));
  const [hovered, setHovered] = useState<Dayjs | null>(null);
  const weeks = useMemo(() => ({ selected, hovered, setHovered }), [selected, hovered]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <WeekContext.Provider value={weeks}>
        <Stack sx={{ alignItems: 'center' }}>
          <DateCalendar
            value={selected}
            onChange={setSelected}
            showDaysOutsideCurrentMonth
            displayWeekNumber
            slots={{ day: WeekDay }}
          />
          <Typography variant="body2">
            {selected
              ? `Timesheet for ${selected.startOf('week').format('D MMM')} – ${selected.endOf('week').format('D MMM YYYY')}`
              : 'Pick a week'}
          </Typography>
        </Stack>
      </WeekContext.Provider>
    </LocalizationProvider>
  );
}
