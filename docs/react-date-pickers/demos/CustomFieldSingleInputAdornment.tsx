import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function CustomFieldSingleInputAdornment() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-06-13'), dayjs('2025-06-16')]);
  const [start, end] = stay;
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Cabin rental"
        value={stay}
        onChange={setStay}
        sx={{ width: 360 }}
        slotProps={{
          // Your end adornment replaces the opening button, so move the button to the start.
          field: { openPickerButtonPosition: 'start' },
          textField: {
            InputProps: {
              endAdornment: (
                <InputAdornment position="end">{nights === null ? '–' : `${nights} nights`}</InputAdornment>
              ),
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
