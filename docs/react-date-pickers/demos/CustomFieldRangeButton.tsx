import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import DateRangeIcon from '@mui/icons-material/DateRange';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function ReportPeriodButton(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const [start, end] = picker.value;
  const format = (day: Dayjs | null) => (day?.isValid() ? day.format(picker.fieldFormat) : '…');
  const text = start === null && end === null ? null : `${format(start)} – ${format(end)}`;

  return (
    <Button
      id={props.id}
      ref={ref}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {text === null ? picker.label : `Report period: ${text}`}
    </Button>
  );
}

// The button edits both dates in one element: the calendar opens as a dialog and takes the focus.
ReportPeriodButton.fieldType = 'single-input';

export default function CustomFieldRangeButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Choose the report period"
        format="D MMM YYYY"
        defaultValue={[dayjs('2025-07-01'), dayjs('2025-09-30')]}
        slots={{ field: ReportPeriodButton }}
      />
    </LocalizationProvider>
  );
}
