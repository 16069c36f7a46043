import { useForkRef } from '@mui/material/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField, type UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function BrowserDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const field = useDateField<false, UseDateFieldProps<false> & { id?: string }>({
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
            width: 140,
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

export default function CustomFieldBrowserInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Library return date"
        defaultValue={dayjs('2025-05-06')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: BrowserDateField }}
      />
    </LocalizationProvider>
  );
}
