import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function AdaptersLocaleNestedProviders() {
  const [shipped, setShipped] = useState<Dayjs | null>(dayjs('2025-04-17'));
  const [delivered, setDelivered] = useState<Dayjs | null>(dayjs('2025-04-22'));

  return (
    // The whole page uses British English…
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker label="Shipped (en-gb)" value={shipped} onChange={setShipped} />
        {/* …except this part, for the French warehouse: the nearest provider wins. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
          <DatePicker label="Livré le (fr)" value={delivered} onChange={setDelivered} />
        </LocalizationProvider>
        {/* Outside the pickers, set the locale of the value yourself before formatting it. */}
        <Typography variant="body2">
          {shipped?.isValid() && delivered?.isValid()
            ? `Shipped ${shipped.locale('en-gb').format('dddd D MMMM')}, livré le ${delivered
                .locale('fr')
                .format('dddd D MMMM')}.`
            : 'Fill in both dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
