import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Half-hour consultations that other patients have already booked.
const bookedSlots = new Set(['09:30', '11:00', '14:30', '15:00']);

function isBooked(value: Dayjs, view: TimeView): boolean {
  // In the minutes column, `value` holds the chosen hour and the minute to test.
  return view === 'minutes' && bookedSlots.has(value.format('HH:mm'));
}

function helperText(error: TimeValidationError): string {
  switch (error) {
    case 'shouldDisableTime-minutes':
      return 'This slot is already booked.';
    case 'minTime':
    case 'maxTime':
      return 'Consultations run from 09:00 to 16:30.';
    case 'minutesStep':
      return 'Slots start on the hour or at half past.';
    default:
      return 'Booked: 09:30, 11:00, 14:30 and 15:00.';
  }
}

export default function ValidationBookedSlotsTime() {
  const [slot, setSlot] = useState<Dayjs | null>(dayjs('2025-06-16T10:00'));
  const [error, setError] = useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Consultation"
        ampm={false}
        timeSteps={{ minutes: 30 }}
        minutesStep={30}
        minTime={dayjs('2025-06-16T09:00')}
        maxTime={dayjs('2025-06-16T16:30')}
        shouldDisableTime={isBooked}
        value={slot}
        onChange={setSlot}
        onError={setError}
        slotProps={{ textField: { helperText: helperText(error) } }}
      />
    </LocalizationProvider>
  );
}
