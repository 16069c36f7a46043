import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LayoutSxAccentToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-11-14')}
        slotProps={{
          layout: {
            sx: {
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              // Each part of the layout has a class: target it from the root.
              [`& .${pickersLayoutClasses.toolbar}`]: {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiTypography-root': { color: 'inherit' },
              },
              [`& .${pickersLayoutClasses.actionBar}`]: {
                borderTop: 1,
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
