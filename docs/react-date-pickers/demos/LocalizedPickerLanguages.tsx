import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, frFR, zhCN } from '@mui/x-date-pickers/locales';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Each language needs two things: the component texts and the Day.js locale.
const languages = {
  fr: { label: 'Français', localeText: frFR, adapterLocale: 'fr', field: 'Date de départ' },
  de: { label: 'Deutsch', localeText: deDE, adapterLocale: 'de', field: 'Abreisedatum' },
  zh: { label: '中文', localeText: zhCN, adapterLocale: 'zh-cn', field: '出发日期' },
};
type Language = keyof typeof languages;

export default function LocalizedPickerLanguages() {
  const [language, setLanguage] = useState<Language>('fr');
  const { localeText, adapterLocale, field } = languages[language];

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={localeText.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_event, next: Language | null) => next && setLanguage(next)}
          aria-label="Language"
        >
          {Object.entries(languages).map(([code, { label }]) => (
            <ToggleButton key={code} value={code}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* An empty field shows the translated section placeholders. */}
        <DatePicker label={field} />
        <StaticDatePicker defaultValue={dayjs('2025-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
