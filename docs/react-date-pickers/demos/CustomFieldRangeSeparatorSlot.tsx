import Box from '@mui/material/Box';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The picker's slotProps do not list the separator, so set it in a small wrapper.
function ArrowSeparatedField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        // The separator is a Typography: its children replace the dash.
        separator: {
          children: <ArrowForwardIcon fontSize="small" />,
          sx: { display: 'flex', alignSelf: 'center', color: 'text.secondary' },
        },
      }}
    />
  );
}

const conference: DateRange<Dayjs> = [dayjs('2025-11-03'), dayjs('2025-11-05')];

export default function CustomFieldRangeSeparatorSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 420 }}>
        <DateRangePicker
          defaultValue={conference}
          localeText={{ start: 'Arrival', end: 'Departure' }}
          slots={{ field: ArrowSeparatedField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
