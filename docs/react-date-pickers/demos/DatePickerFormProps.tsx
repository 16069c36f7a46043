import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Set once by HR: users can focus and copy it, not change it. */}
        <DatePicker label="Contract start" defaultValue={dayjs('2024-09-02')} readOnly />
        {/* Not available until the contract has an end date. */}
        <DatePicker label="Notice given on" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
