import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function CustomComponentsTabsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-10-21T14:30')}
        slotProps={{
          // The built-in tabs take their two icons and the usual `sx` as props.
          tabs: {
            dateIcon: <EventIcon />,
            timeIcon: <ScheduleIcon />,
            sx: { bgcolor: 'action.hover' },
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
