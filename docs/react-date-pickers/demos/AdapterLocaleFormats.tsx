import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// 'en' is built into Day.js; the other locales are imported above.
const locales = ['en', 'en-gb', 'de', 'ja'] as const;
type Locale = (typeof locales)[number];

export default function AdapterLocaleFormats() {
  const [locale, setLocale] = useState<Locale>('en-gb');
  const [value, setValue] = useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={locale}
          onChange={(_event, next: Locale | null) => next && setLocale(next)}
          aria-label="Day.js locale"
        >
          {locales.map((code) => (
            <ToggleButton key={code} value={code}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DatePicker label="Shipping date" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
      </Stack>
    </LocalizationProvider>
  );
}
