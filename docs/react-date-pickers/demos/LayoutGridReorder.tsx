import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LayoutGridReorder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-08-22')}
        slotProps={{
          actionBar: { actions: ['today', 'clear'] },
          layout: {
            sx: {
              // The layout is a 3 × 3 CSS grid. Swap the rows of the toolbar and the action bar.
              [`& .${pickersLayoutClasses.actionBar}`]: { gridRow: 1, justifyContent: 'flex-start' },
              [`& .${pickersLayoutClasses.toolbar}`]: { gridRow: 3 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
