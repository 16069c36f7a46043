import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// A header that jumps by a year or by a month, instead of opening the year view.
function YearJumpHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId, className } = props;

  return (
    <Stack
      direction="row"
      className={className}
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => onMonthChange(currentMonth.subtract(1, 'year'))}>
          <KeyboardDoubleArrowLeftIcon />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => onMonthChange(currentMonth.subtract(1, 'month'))}>
          <ChevronLeftIcon />
        </IconButton>
      </Stack>
      {/* The calendar grid is labelled by this id. */}
      <Typography id={labelId} variant="subtitle1" component="p">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => onMonthChange(currentMonth.add(1, 'month'))}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => onMonthChange(currentMonth.add(1, 'year'))}>
          <KeyboardDoubleArrowRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function SubcomponentsCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract renewal"
        defaultValue={dayjs('2026-01-15')}
        views={['day']}
        slots={{ calendarHeader: YearJumpHeader }}
      />
    </LocalizationProvider>
  );
}
