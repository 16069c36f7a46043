import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const issued = dayjs('2025-04-17T14:05');

export default function AdapterCustomFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* ISO 8601 order, whatever the locale. */}
        <DateField label="Issued" format="YYYY-MM-DD" defaultValue={issued} />
        {/* Letter sections: type "Ma" for May, or press the arrow keys. */}
        <DatePicker label="Due" format="ddd, D MMM YYYY" defaultValue={issued.add(30, 'day')} />
        {/* Text in square brackets is printed as it is, not read as tokens. */}
        <DateTimeField label="Received" format="D MMMM YYYY [at] HH:mm" defaultValue={issued} />
        {/* "spacious" adds spaces around the / . and - separators. */}
        <DateField
          label="Paid"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={issued.add(12, 'day')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
