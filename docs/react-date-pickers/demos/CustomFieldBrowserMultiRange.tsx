import { useForkRef } from '@mui/material/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  unstable_useMultiInputRangeField as useMultiInputRangeField,
  usePickerRangePositionContext,
  type UseMultiInputRangeFieldTextFieldProps,
} from '@mui/x-date-pickers-pro/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, usePickerTranslations, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// The hook returns the props of an <input>, plus the props you gave it for that input.
type InputProps = UseMultiInputRangeFieldTextFieldProps<false, { label: string; isActive: boolean }>;

function BrowserInput({ label, isActive, ...field }: InputProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={field.id} style={{ font: '600 14px system-ui, sans-serif' }}>
        {label}
      </label>
      <input
        id={field.id}
        ref={field.inputRef}
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
          width: 130,
          padding: '6px 8px',
          font: '16px ui-monospace, monospace',
          border: `2px solid ${field.error ? '#c62828' : isActive ? '#1565c0' : '#8a8a8a'}`,
          borderRadius: 4,
        }}
      />
    </div>
  );
}

// No fieldType: the range picker handles a custom field as a two-input field by default.
function BrowserMultiInputDateRangeField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const translations = usePickerTranslations();
  // While the calendar is open, the end it edits gets a blue border.
  const { rangePosition } = usePickerRangePositionContext();
  const manager = useDateRangeManager({ enableAccessibleFieldDOMStructure: false });
  const { internalProps } = useSplitFieldProps(props, 'date');
  const field = useMultiInputRangeField({
    manager,
    internalProps,
    rootProps: {},
    startTextFieldProps: { label: translations.start, isActive: picker.open && rangePosition === 'start' },
    endTextFieldProps: { label: translations.end, isActive: picker.open && rangePosition === 'end' },
  });
  const ref = useForkRef(picker.rootRef, picker.triggerRef);

  return (
    <div
      {...field.root}
      ref={ref}
      className={picker.rootClassName}
      style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 8 }}
    >
      <BrowserInput {...field.startTextField} />
      <span style={{ paddingBottom: 8 }}>→</span>
      <BrowserInput {...field.endTextField} />
    </div>
  );
}

export default function CustomFieldBrowserMultiRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]}
        localeText={{ start: 'First school day', end: 'Last school day' }}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: BrowserMultiInputDateRangeField }}
      />
    </LocalizationProvider>
  );
}
