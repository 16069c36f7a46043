import { useForkRef } from '@mui/material/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField, type UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';

function SectionsDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // `true` (the default): each section of the date is its own focusable element.
  const field = useDateField<true, UseDateFieldProps<true> & { id?: string }>({
    ...internalProps,
    id: forwardedProps.id,
  });
  const ref = useForkRef(picker.rootRef, picker.triggerRef);
  const labelId = `${field.id}-label`;

  return (
    <div ref={ref} className={picker.rootClassName} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <span id={labelId} style={{ font: '600 14px system-ui, sans-serif' }}>
        {picker.label}
      </span>
      <div
        // The click and mouse-down handlers select the section under the pointer.
        onClick={field.onClick}
        onMouseDown={field.onMouseDown}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          width: 200,
          padding: '6px 8px',
          font: '16px ui-monospace, monospace',
          border: `2px solid ${field.error ? '#c62828' : '#8a8a8a'}`,
          borderRadius: 4,
        }}
      >
        <PickersSectionList
          aria-labelledby={labelId}
          elements={field.elements}
          sectionListRef={field.sectionListRef}
          contentEditable={field.contentEditable}
          tabIndex={field.tabIndex}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          onInput={field.onInput}
          onPaste={field.onPaste}
          onKeyDown={field.onKeyDown}
          style={{ flexGrow: 1, outline: 'none' }}
        />
        <button
          type="button"
          aria-label={field.openPickerAriaLabel}
          disabled={field.disabled}
          onClick={() => picker.setOpen((open) => !open)}
          style={{ font: '14px system-ui, sans-serif', cursor: 'pointer' }}
        >
          Calendar
        </button>
      </div>
      {/* A hidden input keeps the value in forms, as the built-in field does. */}
      <input type="hidden" id={field.id} name={picker.name} value={field.value} onChange={field.onChange} />
    </div>
  );
}

export default function CustomFieldBrowserSections() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Passport expiry" defaultValue={dayjs('2031-02-14')} slots={{ field: SectionsDateField }} />
    </LocalizationProvider>
  );
}
