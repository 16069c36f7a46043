import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const signedOn = dayjs('2025-02-07');

export default function DateFieldFormatOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Dots, dense (default)" defaultValue={signedOn} format="DD.MM.YYYY" />
        <DateField label="Dots, spacious" defaultValue={signedOn} format="DD.MM.YYYY" formatDensity="spacious" />
        {/* D and M have no leading zero, but the field adds one unless told otherwise. */}
        <DateField label="No leading zeros, ignored" defaultValue={signedOn} format="D/M/YYYY" />
        <DateField
          label="No leading zeros, respected"
          defaultValue={signedOn}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
        <DateField label="Long month name" defaultValue={signedOn} format="DD MMMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
