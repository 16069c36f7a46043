import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';

// Default DOM structure: style the pickers' own text field.
const PillPickersTextField = styled(PickersTextField)(({ theme }) => ({
  '& .MuiPickersOutlinedInput-root': { borderRadius: 999, backgroundColor: theme.palette.action.hover },
}));

// Legacy DOM structure: any component that renders a Material UI TextField with an <input>.
const PillTextField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': { borderRadius: 999, backgroundColor: theme.palette.action.hover },
}));

const renewal = dayjs('2025-12-01');

export default function FieldsCustomTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Renewal (sections)" defaultValue={renewal} slots={{ textField: PillPickersTextField }} />
        <DateField
          label="Renewal (input element)"
          defaultValue={renewal}
          enableAccessibleFieldDOMStructure={false}
          slots={{ textField: PillTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
