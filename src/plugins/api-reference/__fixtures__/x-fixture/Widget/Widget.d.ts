import * as React from 'react';
import type {FormControlProps} from '@mui/material/FormControl';

export interface WidgetClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the label. */
  label: string;
}

export declare const widgetClasses: Record<keyof WidgetClasses, string>;

export interface WidgetSlots {
  /**
   * The icon shown before the label.
   * @default WidgetIcon
   */
  icon?: React.ElementType;
}

/** Props shared by every widget. */
export interface WidgetProps<R = unknown> extends Omit<React.HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /**
   * The rows to show.
   */
  rows: readonly R[];
  /**
   * How many rows fit on a page.
   * @default [25, 50]
   */
  pageSizeOptions?: ReadonlyArray<number | {value: number; label: string}>;
  /**
   * The visual density.
   * @default "standard"
   */
  density?: 'compact' | 'standard' | 'comfortable';
  /**
   * Use `density` instead.
   * @deprecated Use the `density` prop.
   */
  dense?: boolean;
  /**
   * Called with the new value.
   * @param {R} value The new value.
   * @returns {void}
   */
  onChange?: (value: R) => void;
  /** Overridable component slots. */
  slots?: WidgetSlots;
  /** Override or extend the styles applied to the component. */
  classes?: Partial<WidgetClasses>;
  /**
   * Only for the package's own tests.
   * @ignore
   */
  internalFlag?: boolean;
}

/**
 * A widget that lists rows.
 *
 * Demos:
 *
 * - [Widget](https://mui.com/x/react-widget/)
 *
 * API:
 *
 * - [Widget API](https://mui.com/x/api/widget/)
 */
export declare const Widget: <R>(props: WidgetProps<R> & React.RefAttributes<HTMLDivElement>) => React.JSX.Element;

type PickerSingleProps = {range?: false; value: string; onAccept?: (value: string) => void};
type PickerRangeProps = {range: true; value: [string, string]; format?: string};

/** A picker with two call signatures. */
export declare function Picker(props: PickerSingleProps): React.JSX.Element;
export declare function Picker(props: PickerRangeProps): React.JSX.Element;

export interface FieldProps extends Omit<FormControlProps, 'onChange'> {
  /** The field's own value. */
  value: string;
}

export declare const Field: React.ForwardRefExoticComponent<FieldProps & React.RefAttributes<HTMLUListElement>>;
