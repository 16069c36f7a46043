import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import type { FieldOwnerState } from '@mui/x-date-pickers/models';

const trip: DateRange<Dayjs> = [dayjs('2025-08-09'), dayjs('2025-08-23')];

// The two-input field calls this function once per input. The picker's type does
// not list `position`, so the parameter declares it (it is undefined with one input).
const flightProps = ({ position }: FieldOwnerState & { position?: RangePosition }) =>
  position === 'start'
    ? { label: 'Outbound flight', helperText: 'Lisbon to Montreal' }
    : { label: 'Return flight', helperText: 'Montreal to Lisbon', color: 'secondary' as const };

export default function CustomFieldRangeStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 480 }}>
        <DateRangePicker
          defaultValue={trip}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ textField: flightProps }}
        />
      </Box>
    </LocalizationProvider>
  );
}
