import { styled } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRangePickerDay, dateRangePickerDayClasses } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

// A green band for the days of the range, and square ends instead of round ones.
const TripDay = styled(DateRangePickerDay)(({ theme }) => ({
  [`&.${dateRangePickerDayClasses.rangeIntervalDayHighlight}`]: {
    backgroundColor: theme.palette.success.light,
    color: theme.palette.success.contrastText,
    borderRadius: 0,
  },
  [`& .${dateRangePickerDayClasses.day}.Mui-selected`]: {
    backgroundColor: theme.palette.success.dark,
    borderRadius: theme.shape.borderRadius,
  },
}));

export default function DateRangeCustomDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Field trip"
        defaultValue={[dayjs('2025-09-08'), dayjs('2025-09-12')]}
        slots={{ day: TripDay }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
