import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerViewsOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Start on the year grid, newest years first, then month, then day. */}
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          disableFuture
        />
        {/* No day view: pick a month, then a year. */}
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          format="MM/YYYY"
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2035-12-31')}
        />
        {/* A single view: on desktop, picking a year closes the popover. */}
        <DatePicker label="Graduation year" views={['year']} defaultValue={dayjs('2019-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
