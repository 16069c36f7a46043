export * from '../x-fixture/index.js';
export {WidgetPro, WidgetPremium} from './WidgetPro/index.js';
export type {WidgetApi} from './models.js';
