import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const opensAt = dayjs('2025-04-17T08:00');
const closesAt = dayjs('2025-04-17T18:00');

function describe([startError, endError]: TimeRangeValidationError): string {
  const error = startError ?? endError;
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The clinic is open from 08:00 to 18:00.';
    case 'minutesStep':
      return 'Book in steps of 15 minutes.';
    case 'invalidRange':
      return 'The end must be after the start.';
    case 'invalidDate':
      return 'Enter a complete time.';
    default:
      return 'Appointments between 08:00 and 18:00, every 15 minutes.';
  }
}

export default function ClinicSlotTimeRangePicker() {
  const [slot, setSlot] = useState<DateRange<Dayjs>>([dayjs('2025-04-17T10:00'), dayjs('2025-04-17T10:45')]);
  const [error, setError] = useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Appointment"
        value={slot}
        onChange={setSlot}
        onError={setError}
        ampm={false}
        minTime={opensAt}
        maxTime={closesAt}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        slotProps={{
          textField: {
            helperText: describe(error),
          },
        }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
