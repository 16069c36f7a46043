import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstSlot = dayjs('2025-06-02');
const lastSlot = dayjs('2025-07-31');
const clinicHolidays = ['2025-06-09', '2025-07-14'];

function isClosed(day: Dayjs): boolean {
  return day.day() === 0 || clinicHolidays.includes(day.format('YYYY-MM-DD'));
}

function errorMessage(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
      return 'Bookings open on 2 June 2025.';
    case 'maxDate':
      return 'The summer schedule ends on 31 July 2025.';
    case 'shouldDisableDate':
      return 'The clinic is closed on Sundays and public holidays.';
    case 'invalidDate':
      return 'Enter a full date, such as 06/16/2025.';
    default:
      return 'Monday to Saturday, 2 June to 31 July.';
  }
}

export default function ValidationAppointmentPicker() {
  const [appointment, setAppointment] = useState<Dayjs | null>(dayjs('2025-06-16'));
  const [error, setError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Vaccination appointment"
        value={appointment}
        onChange={setAppointment}
        minDate={firstSlot}
        maxDate={lastSlot}
        shouldDisableDate={isClosed}
        onError={setError}
        slotProps={{ textField: { helperText: errorMessage(error) } }}
      />
    </LocalizationProvider>
  );
}
