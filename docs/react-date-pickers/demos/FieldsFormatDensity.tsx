import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const issued = dayjs('2025-03-07');

export default function FieldsFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* The default: no spaces around the separators. */}
        <DateField label='formatDensity="dense"' defaultValue={issued} />
        {/* A space on each side of every "/", "-" and "." separator. */}
        <DateField label='formatDensity="spacious"' defaultValue={issued} formatDensity="spacious" />
        {/* M/D/YYYY is padded to 03/07/2025 by default... */}
        <DateField label="M/D/YYYY" defaultValue={issued} format="M/D/YYYY" />
        {/* ...and shown as 3/7/2025 when the field respects the format. */}
        <DateField
          label="M/D/YYYY, shouldRespectLeadingZeros"
          defaultValue={issued}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
