import Stack from '@mui/material/Stack';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function FieldsPageClearIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* On a field, the clear slots are props of the field itself. */}
        <DateField
          label="Renewal date"
          defaultValue={dayjs('2025-11-30')}
          clearable
          slots={{ clearIcon: BackspaceOutlinedIcon }}
          slotProps={{ clearIcon: { color: 'error', fontSize: 'small' } }}
        />
        {/* On a picker, the same slots sit next to the picker's other slots. */}
        <DatePicker
          label="Cancellation date"
          defaultValue={dayjs('2025-12-15')}
          slots={{ clearIcon: BackspaceOutlinedIcon }}
          slotProps={{
            field: { clearable: true },
            clearButton: { title: 'Remove the date' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
