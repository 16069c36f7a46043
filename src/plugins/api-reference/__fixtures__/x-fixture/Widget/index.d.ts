export {Widget, Picker, Field} from './Widget.js';
export type {WidgetProps, WidgetClasses} from './Widget.js';
export {widgetClasses} from './Widget.js';
