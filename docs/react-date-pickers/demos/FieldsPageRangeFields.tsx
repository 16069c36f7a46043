import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function FieldsPageRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {/* One input holds both dates. */}
        <SingleInputDateRangeField
          label="Hotel stay"
          defaultValue={[dayjs('2025-07-04'), dayjs('2025-07-09')]}
        />
        {/* One input per end of the range; the labels go on each input. */}
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-07-04'), dayjs('2025-07-09')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Delivery window"
          defaultValue={[dayjs('2025-07-04T14:00'), dayjs('2025-07-04T16:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
