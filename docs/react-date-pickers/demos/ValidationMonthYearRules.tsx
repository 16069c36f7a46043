import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Monthly sales reports exist from 2019 on, except for 2020,
// and the accounts are not closed in August (the office shuts for the summer).
const yearsWithoutReports = [2020];

function hasNoReports(year: Dayjs): boolean {
  return yearsWithoutReports.includes(year.year());
}

function isSummerShutdown(month: Dayjs): boolean {
  return month.month() === 7;
}

function errorMessage(error: DateValidationError): string {
  switch (error) {
    case 'shouldDisableYear':
      return 'No reports were archived in 2020.';
    case 'shouldDisableMonth':
      return 'There is no August report.';
    case 'minDate':
    case 'maxDate':
      return 'Reports cover January 2019 to December 2025.';
    default:
      return 'Pick a month between 2019 and 2025.';
  }
}

export default function ValidationMonthYearRules() {
  const [month, setMonth] = useState<Dayjs | null>(dayjs('2024-03-01'));
  const [error, setError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Sales report"
        views={['year', 'month']}
        openTo="month"
        value={month}
        onChange={setMonth}
        minDate={dayjs('2019-01-01')}
        maxDate={dayjs('2025-12-31')}
        shouldDisableYear={hasNoReports}
        shouldDisableMonth={isSummerShutdown}
        onError={setError}
        slotProps={{ textField: { helperText: errorMessage(error) } }}
      />
    </LocalizationProvider>
  );
}
