import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

// One header is rendered above each month. This one turns a whole page of months at a time.
function PageHeader(props: PickersRangeCalendarHeaderProps) {
  const { calendars, month, monthIndex, currentMonth, onMonthChange, labelId } = props;
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      {/* `currentMonth` is the first visible month, whichever header this is. */}
      <IconButton
        aria-label={`Previous ${calendars} months`}
        onClick={() => onMonthChange(currentMonth.subtract(calendars, 'month'))}
        sx={{ visibility: isFirst ? 'visible' : 'hidden' }}
      >
        <KeyboardDoubleArrowLeftIcon />
      </IconButton>
      {/* Each month grid is labelled by the element with its own `labelId`. */}
      <Typography id={labelId} variant="subtitle1" component="p">
        {month.format('MMMM YYYY')}
      </Typography>
      <IconButton
        aria-label={`Next ${calendars} months`}
        onClick={() => onMonthChange(currentMonth.add(calendars, 'month'))}
        sx={{ visibility: isLast ? 'visible' : 'hidden' }}
      >
        <KeyboardDoubleArrowRightIcon />
      </IconButton>
    </Box>
  );
}

export default function CustomComponentsRangeCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center', overflowX: 'auto' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2026-02-09'), dayjs('2026-02-13')]}
          slots={{ calendarHeader: PageHeader }}
        />
      </Box>
    </LocalizationProvider>
  );
}
