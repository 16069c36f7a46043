import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

function CheckInOutButtons(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  // Which end of the range the calendar edits, and a setter to change it.
  const { rangePosition, setRangePosition } = usePickerRangePositionContext();
  const translations = usePickerTranslations();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  const openAt = (position: RangePosition) => {
    setRangePosition(position);
    picker.setOpen(true);
  };

  return (
    <Stack id={props.id} ref={ref} direction="row" spacing={1} className={picker.rootClassName} sx={picker.rootSx}>
      {(['start', 'end'] as const).map((position) => {
        const day = picker.value[position === 'start' ? 0 : 1];
        const isActive = picker.open && rangePosition === position;
        return (
          <Button
            key={position}
            variant={isActive ? 'contained' : 'outlined'}
            disabled={picker.disabled}
            onClick={() => openAt(position)}
            sx={{ minWidth: 150, flexDirection: 'column', alignItems: 'flex-start' }}
          >
            <Typography variant="caption">{translations[position]}</Typography>
            {day?.isValid() ? day.format('ddd D MMM') : 'Add a date'}
          </Button>
        );
      })}
    </Stack>
  );
}

CheckInOutButtons.fieldType = 'single-input';

export default function CustomFieldRangeTwoButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-12-19'), dayjs('2025-12-27')]}
        localeText={{ start: 'Check-in', end: 'Check-out' }}
        slots={{ field: CheckInOutButtons }}
      />
    </LocalizationProvider>
  );
}
