import { useForkRef } from '@mui/material/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import {
  unstable_useSingleInputDateRangeField as useSingleInputDateRangeField,
  type UseSingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function BrowserDateRangeField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // One <input> holds both dates, separated by the dateSeparator.
  const field = useSingleInputDateRangeField<false, UseSingleInputDateRangeFieldProps<false> & { id?: string }>({
    ...internalProps,
    id: forwardedProps.id,
    enableAccessibleFieldDOMStructure: false,
  });
  const ref = useForkRef(picker.rootRef, picker.triggerRef);

  return (
    <div ref={ref} className={picker.rootClassName} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={field.id} style={{ font: '600 14px system-ui, sans-serif' }}>
        {picker.label}
      </label>
      <div style={{ display: 'flex', gap: 4 }}>
        <input
          id={field.id}
          ref={field.inputRef}
          name={picker.name}
          value={field.value}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          disabled={field.disabled}
          readOnly={field.readOnly}
          aria-invalid={field.error}
          onChange={field.onChange}
          onKeyDown={field.onKeyDown}
          onPaste={field.onPaste}
          onClick={field.onClick}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          style={{
            width: 260,
            padding: '6px 8px',
            font: '16px ui-monospace, monospace',
            border: `2px solid ${field.error ? '#c62828' : '#8a8a8a'}`,
            borderRadius: 4,
          }}
        />
        <button
          type="button"
          aria-label={field.openPickerAriaLabel}
          disabled={field.disabled}
          onClick={() => picker.setOpen((open) => !open)}
          style={{ padding: '0 12px', font: '16px system-ui, sans-serif', cursor: 'pointer' }}
        >
          Calendar
        </button>
      </div>
    </div>
  );
}

// Tells the range picker that this field edits both dates in one element.
BrowserDateRangeField.fieldType = 'single-input';

export default function CustomFieldBrowserRangeInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Sprint"
        defaultValue={[dayjs('2025-06-02'), dayjs('2025-06-13')]}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: BrowserDateRangeField }}
      />
    </LocalizationProvider>
  );
}
