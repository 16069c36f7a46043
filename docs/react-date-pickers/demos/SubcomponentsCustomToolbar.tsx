import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const orderDate = dayjs('2025-03-10');

function DeliveryToolbar(props: DatePickerToolbarProps) {
  const { className, hidden, titleId } = props;
  // The toolbar reads the current value from the picker, not from its props.
  const { value } = usePickerContext<Dayjs | null>();
  const days = value ? value.diff(orderDate, 'day') : null;

  // Desktop pickers pass `hidden: true` by default: respect it, as the built-in toolbar does.
  if (hidden) {
    return null;
  }

  return (
    // `className` places the toolbar in the picker's grid layout: keep it on the root.
    <Box className={className} sx={{ px: 3, pt: 2, pb: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      {/* The picker's dialog is labelled by the element with this id. */}
      <Typography id={titleId} variant="overline">
        Delivery date
      </Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd D MMMM') : 'Not chosen'}
      </Typography>
      <Typography variant="body2">
        {days === null ? 'Pick a day in the calendar' : `${days} days after the order`}
      </Typography>
    </Box>
  );
}

export default function SubcomponentsCustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={orderDate.add(3, 'day')}
        minDate={orderDate}
        slots={{ toolbar: DeliveryToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
