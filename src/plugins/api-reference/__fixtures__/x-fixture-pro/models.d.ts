import type {WidgetApi as WidgetApiCommunity} from '../x-fixture/models.js';

export interface WidgetApi extends WidgetApiCommunity {
  /** Pins a row. */
  pinRow: (id: string) => void;
}
