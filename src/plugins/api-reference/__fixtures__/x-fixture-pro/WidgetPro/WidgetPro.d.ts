import * as React from 'react';
import type {WidgetProps} from '../../x-fixture/Widget/index.js';

export interface WidgetProProps<R = unknown> extends WidgetProps<R> {
  /**
   * Rows kept at the top.
   * @default []
   */
  pinnedRows?: readonly R[];
}

export declare const WidgetPro: <R>(props: WidgetProProps<R>) => React.JSX.Element;

/** Exported so that a wrong import fails with a helpful message; not a component. */
export declare function WidgetPremium(): null;
