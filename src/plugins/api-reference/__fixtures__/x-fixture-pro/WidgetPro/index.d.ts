export {WidgetPro, WidgetPremium} from './WidgetPro.js';
