import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const festival: DateRange<Dayjs> = [dayjs('2025-07-17'), dayjs('2025-07-20')];

export default function DateRangeFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* A word instead of the dash, and a format with the month name. */}
        <SingleInputDateRangeField
          label="Festival"
          defaultValue={festival}
          dateSeparator="to"
          format="D MMM YYYY"
        />
        {/* On the two-input field, the separator sits between the inputs. */}
        <MultiInputDateRangeField
          defaultValue={festival}
          dateSeparator="until"
          format="DD/MM/YYYY"
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Gates open' : 'Last show' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
