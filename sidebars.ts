import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiPages, group, page, subheader} from './src/modules/navigation/sidebarBuilders';

/**
 * The /x/ navigation, node for node as in MUI X 8.0.0-alpha.6 (checked by
 * `npm run check:nav`). Titles are given where the reference gives one;
 * otherwise the label comes from the path. Product sections are added in
 * place as their pages are written.
 */
const sidebars: SidebarsConfig = {
  docs: [
    page('/x/whats-new', "What's new in MUI X"),
    group('/x/introduction-group', 'Introduction', [
      page('/x/introduction', 'Overview'),
      page('/x/introduction/installation'),
      page('/x/introduction/licensing'),
      page('/x/introduction/support'),
      page('/x/introduction/roadmap'),
    ]),
    group('/x/common-features-group', 'Common concepts', [
      page('/x/common-concepts/custom-components', 'Slots and subcomponents'),
    ]),
    group('/x/react-data-grid-group', 'Data Grid', [
      page('/x/react-data-grid', 'Overview'),
      page('/x/react-data-grid/getting-started'),
      page('/x/react-data-grid/demo'),
      page('/x/react-data-grid/faq', 'FAQs'),
      subheader('/x/react-data-grid/main-features', 'Main features', [
        page('/x/react-data-grid/layout'),
        group('/x/react-data-grid/columns', 'Columns', [
          page('/x/react-data-grid/column-definition'),
          page('/x/react-data-grid/column-dimensions'),
          page('/x/react-data-grid/column-visibility'),
          page('/x/react-data-grid/custom-columns'),
          page('/x/react-data-grid/column-header'),
          page('/x/react-data-grid/column-menu'),
          page('/x/react-data-grid/column-spanning'),
          page('/x/react-data-grid/column-groups'),
          page('/x/react-data-grid/column-ordering'),
          page('/x/react-data-grid/column-pinning'),
          page('/x/react-data-grid/column-recipes', 'Recipes'),
        ]),
        group('/x/react-data-grid/rows', 'Rows', [
          page('/x/react-data-grid/row-definition'),
          page('/x/react-data-grid/row-updates'),
          page('/x/react-data-grid/row-height'),
          page('/x/react-data-grid/row-spanning'),
          page('/x/react-data-grid/master-detail'),
          page('/x/react-data-grid/row-ordering'),
          page('/x/react-data-grid/row-pinning'),
          page('/x/react-data-grid/row-recipes', 'Recipes'),
        ]),
        group('/x/react-data-grid/editing-group', 'Editing', [
          page('/x/react-data-grid/editing', 'Overview'),
          page('/x/react-data-grid/recipes-editing', 'Recipes'),
        ]),
        page('/x/react-data-grid/sorting'),
        group('/x/react-data-grid/filtering-group', 'Filtering', [
          page('/x/react-data-grid/filtering', 'Overview'),
          page('/x/react-data-grid/filtering/customization'),
          page('/x/react-data-grid/filtering/quick-filter'),
          page('/x/react-data-grid/filtering/server-side', 'Server-side filter'),
          page('/x/react-data-grid/filtering/multi-filters'),
          page('/x/react-data-grid/filtering/header-filters'),
          page('/x/react-data-grid/filtering-recipes', 'Recipes'),
        ]),
        page('/x/react-data-grid/pagination'),
        group('/x/react-data-grid/selection', 'Selection', [
          page('/x/react-data-grid/row-selection'),
          page('/x/react-data-grid/cell-selection'),
        ]),
        page('/x/react-data-grid/virtualization'),
        page('/x/react-data-grid/accessibility'),
        page('/x/react-data-grid/localization'),
      ]),
      subheader('/x/react-data-grid/advanced-features-group', 'Advanced features', [
        page('/x/react-data-grid/tree-data'),
        group('/x/react-data-grid/row-grouping-group', 'Row grouping', [
          page('/x/react-data-grid/row-grouping', 'Overview'),
          page('/x/react-data-grid/recipes-row-grouping', 'Recipes'),
        ], {plan: 'premium'}),
        page('/x/react-data-grid/aggregation'),
        page('/x/react-data-grid/pivoting'),
        page('/x/react-data-grid/export'),
        page('/x/react-data-grid/clipboard', 'Copy and paste'),
        page('/x/react-data-grid/scrolling'),
        page('/x/react-data-grid/list-view', 'List view'),
        group('/x/react-data-grid/server-side-data-group', 'Server-side data', [
          page('/x/react-data-grid/server-side-data', 'Overview'),
          page('/x/react-data-grid/server-side-data/tree-data'),
          page('/x/react-data-grid/server-side-data/lazy-loading'),
          page('/x/react-data-grid/server-side-data/row-grouping'),
          page('/x/react-data-grid/server-side-data/aggregation'),
        ], {plan: 'pro'}),
      ]),
      subheader('/x/react-data-grid/customization-group', 'Customization', [
        page('/x/react-data-grid/style', 'Styling basics'),
        page('/x/react-data-grid/style-recipes', 'Styling recipes'),
        page('/x/react-data-grid/overlays', 'Overlays'),
        page('/x/react-data-grid/components', 'Custom subcomponents'),
      ]),
      subheader('/x/api/resources-group', 'Resources', [
        page('/x/react-data-grid/api-object', 'API object'),
        page('/x/react-data-grid/events'),
        page('/x/react-data-grid/state'),
        page('/x/react-data-grid/performance'),
      ]),
      group('/x/api/data-grid-group', 'API reference', [
        page('/x/api/data-grid', 'Index'),
        subheader('/x/api/data-grid-components-group', 'Components', apiPages('/x/api/data-grid', [
          'DataGrid', 'DataGridPremium', 'DataGridPro', 'GridFilterForm', 'GridFilterPanel', 'GridToolbarQuickFilter',
        ])),
        subheader('/x/api/data-grid-interfaces-group', 'Interfaces', apiPages('/x/api/data-grid', [
          'GridApi', 'GridCellParams', 'GridColDef', 'GridSingleSelectColDef', 'GridActionsColDef', 'GridListColDef',
          'GridExportStateParams', 'GridFilterItem', 'GridFilterModel', 'GridFilterOperator', 'GridRowClassNameParams',
          'GridRowParams', 'GridRowSpacingParams', 'GridAggregationFunction', 'GridCsvExportOptions',
          'GridPrintExportOptions', 'GridExcelExportOptions',
        ])),
      ]),
    ]),
    group('/x/react-date-pickers-group', 'Date and Time Pickers', [
      page('/x/react-date-pickers', 'Overview'),
      page('/x/react-date-pickers/getting-started'),
      page('/x/react-date-pickers/base-concepts'),
      page('/x/react-date-pickers/faq', 'FAQs'),
      subheader('/x/react-date-pickers-components', 'Components', [
        group('/x/react-date-pickers/date-pickers', 'Date components', [
          page('/x/react-date-pickers/date-picker', 'Date Picker'),
          page('/x/react-date-pickers/date-field', 'Date Field'),
          page('/x/react-date-pickers/date-calendar', 'Date Calendar'),
        ]),
        group('/x/react-date-pickers/time-pickers', 'Time components', [
          page('/x/react-date-pickers/time-picker', 'Time Picker'),
          page('/x/react-date-pickers/time-field', 'Time Field'),
          page('/x/react-date-pickers/time-clock', 'Time Clock'),
          page('/x/react-date-pickers/digital-clock', 'Digital Clock'),
        ]),
        group('/x/react-date-pickers/date-time-pickers', 'Date Time components', [
          page('/x/react-date-pickers/date-time-picker', 'Date Time Picker'),
          page('/x/react-date-pickers/date-time-field', 'Date Time Field'),
        ]),
        group('/x/react-date-pickers/date-range-pickers', 'Date Range components', [
          page('/x/react-date-pickers/date-range-picker', 'Date Range Picker'),
          page('/x/react-date-pickers/date-range-field', 'Date Range Field'),
          page('/x/react-date-pickers/date-range-calendar', 'Date Range Calendar'),
        ], {plan: 'pro'}),
        group('/x/react-date-pickers/time-range-pickers', 'Time Range components', [
          page('/x/react-date-pickers/time-range-picker', 'Time Range Picker'),
          page('/x/react-date-pickers/time-range-field', 'Time Range Field'),
        ], {plan: 'pro'}),
        group('/x/react-date-pickers/date-time-range-pickers', 'Date Time Range components', [
          page('/x/react-date-pickers/date-time-range-picker', 'Date Time Range Picker'),
          page('/x/react-date-pickers/date-time-range-field', 'Date Time Range Field'),
        ], {plan: 'pro'}),
        page('/x/react-date-pickers/fields', 'Field components'),
      ]),
      subheader('/x/react-date-pickers/main-features', 'Main features', [
        page('/x/react-date-pickers/validation'),
        page('/x/react-date-pickers/lifecycle', 'Components lifecycle'),
        page('/x/react-date-pickers/shortcuts'),
        page('/x/react-date-pickers/accessibility'),
      ]),
      subheader('/x/react-date-pickers/localization-group', 'Localization', [
        page('/x/react-date-pickers/localization', 'Translated components'),
        page('/x/react-date-pickers/adapters-locale', 'Date format and localization'),
        page('/x/react-date-pickers/timezone', 'UTC and timezones'),
        page('/x/react-date-pickers/calendar-systems'),
      ]),
      subheader('/x/react-date-pickers/customization-group', 'Customization', [
        page('/x/react-date-pickers/custom-components', 'Custom subcomponents'),
        page('/x/react-date-pickers/custom-layout'),
        page('/x/react-date-pickers/custom-field'),
        page('/x/react-date-pickers/custom-opening-button'),
        page('/x/react-date-pickers/playground', 'Customization playground'),
      ]),
      subheader('/x/api/picker-resources', 'Resources', [
        group('/x/api/date-pickers-group', 'API reference', [
          page('/x/api/date-pickers', 'Index'),
          ...apiPages('/x/api/date-pickers', [
            'DateCalendar', 'DateField', 'DatePicker', 'DatePickerToolbar', 'DateRangeCalendar', 'DateRangePicker',
            'DateRangePickerDay', 'DateRangePickerToolbar', 'DateTimeField', 'DateTimePicker', 'DateTimePickerTabs',
            'DateTimePickerToolbar', 'DateTimeRangePicker', 'DateTimeRangePickerTabs', 'DateTimeRangePickerToolbar',
            'DayCalendarSkeleton', 'DesktopDatePicker', 'DesktopDateRangePicker', 'DesktopDateTimePicker',
            'DesktopDateTimeRangePicker', 'DesktopTimePicker', 'DigitalClock', 'LocalizationProvider', 'MobileDatePicker',
            'MobileDateRangePicker', 'MobileDateTimePicker', 'MobileDateTimeRangePicker', 'MobileTimePicker',
            'MonthCalendar', 'MultiInputDateRangeField', 'MultiInputDateTimeRangeField', 'MultiInputTimeRangeField',
            'MultiSectionDigitalClock', 'PickersActionBar', 'PickersCalendarHeader', 'PickersDay', 'PickersLayout',
            'PickersRangeCalendarHeader', 'PickersSectionList', 'PickersShortcuts', 'PickersTextField',
            'SingleInputDateRangeField', 'SingleInputDateTimeRangeField', 'SingleInputTimeRangeField', 'StaticDatePicker',
            'StaticDateRangePicker', 'StaticDateTimePicker', 'StaticTimePicker', 'TimeClock', 'TimeField', 'TimePicker',
            'TimePickerToolbar', 'YearCalendar',
          ]),
        ]),
      ]),
    ]),
    group('/x/react-charts-group', 'Charts', [
      page('/x/react-charts', 'Overview'),
      page('/x/react-charts/getting-started'),
      subheader('/x/react-chart-components', 'Components', [
        group('/x/react-charts-bars', 'Bars', [
          page('/x/react-charts/bars', 'Bars overview'),
          page('/x/react-charts/bar-demo', 'Demos'),
        ]),
        group('/x/react-charts-lines', 'Lines', [
          page('/x/react-charts/lines', 'Lines overview'),
          page('/x/react-charts/line-demo', 'Lines demo'),
          page('/x/react-charts/areas-demo', 'Area demo'),
        ]),
        group('/x/react-charts-pie', 'Pie', [
          page('/x/react-charts/pie', 'Pie overview'),
          page('/x/react-charts/pie-demo', 'Demo'),
        ]),
        group('/x/react-charts-scatter', 'Scatter', [
          page('/x/react-charts/scatter', 'Scatter overview'),
          page('/x/react-charts/scatter-demo', 'Demo'),
        ]),
        page('/x/react-charts/sparkline', 'Sparkline'),
        page('/x/react-charts/gauge'),
        page('/x/react-charts/heatmap', 'Heatmap'),
        subheader('/x/react-charts/main-features', 'Main features', [
          page('/x/react-charts/axis'),
          page('/x/react-charts/components', 'Custom components'),
          page('/x/react-charts/composition'),
          page('/x/react-charts/label'),
          page('/x/react-charts/legend'),
          page('/x/react-charts/stacking'),
          page('/x/react-charts/styling'),
          page('/x/react-charts/tooltip'),
          page('/x/react-charts/highlighting'),
          page('/x/react-charts/zoom-and-pan', 'Zoom and pan'),
        ]),
        subheader('/x/api/chart-resources', 'Resources', [
          group('/x/api/charts-group', 'API reference', [
            ...apiPages('/x/api/charts', [
              'AnimatedArea', 'AnimatedLine', 'AreaElement', 'AreaPlot', 'BarChart', 'BarChartPro', 'BarElement', 'BarLabel',
              'BarPlot', 'ChartContainer', 'ChartContainerPro', 'ChartDataProvider', 'ChartsAxis', 'ChartsAxisHighlight',
              'ChartsAxisTooltipContent', 'ChartsClipPath', 'ChartsGrid', 'ChartsItemTooltipContent', 'ChartsLegend',
              'ChartsOnAxisClickHandler', 'ChartsReferenceLine', 'ChartsSurface', 'ChartsText', 'ChartsTooltip',
              'ChartsTooltipContainer', 'ChartsVoronoiHandler', 'ChartsXAxis', 'ChartsYAxis', 'ContinuousColorLegend',
              'DefaultChartsLegend', 'Gauge', 'GaugeContainer', 'Heatmap', 'HeatmapPlot', 'HeatmapTooltip', 'LineChart',
              'LineChartPro', 'LineElement', 'LineHighlightElement', 'LineHighlightPlot', 'LinePlot', 'MarkElement',
              'MarkPlot', 'PieArc', 'PieArcLabel', 'PieArcLabelPlot', 'PieArcPlot', 'PiecewiseColorLegend', 'PieChart',
              'PiePlot', 'Scatter', 'ScatterChart', 'ScatterChartPro', 'ScatterPlot', 'SparkLineChart',
            ]),
            subheader('/x/api/charts-interfaces-group', 'Interfaces', apiPages('/x/api/charts', [
              'AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType',
            ])),
          ]),
        ]),
        subheader('/x/react-charts-future', 'Future components', [
          page('/x/react-charts/radar'),
          page('/x/react-charts/treemap', 'Treemap'),
          page('/x/react-charts/funnel'),
          page('/x/react-charts/sankey'),
          page('/x/react-charts/gantt'),
        ]),
      ]),
    ]),
    group('/x/react-tree-view-group', 'Tree View', [
      page('/x/react-tree-view', 'Overview'),
      page('/x/react-tree-view/getting-started'),
      subheader('/x/react-tree-view/simple-tree-view', 'Simple Tree View', [
        page('/x/react-tree-view/simple-tree-view/items'),
        page('/x/react-tree-view/simple-tree-view/selection'),
        page('/x/react-tree-view/simple-tree-view/expansion'),
        page('/x/react-tree-view/simple-tree-view/customization'),
        page('/x/react-tree-view/simple-tree-view/focus'),
      ]),
      subheader('/x/react-tree-view/rich-tree-view', 'Rich Tree View', [
        page('/x/react-tree-view/rich-tree-view/items'),
        page('/x/react-tree-view/rich-tree-view/selection'),
        page('/x/react-tree-view/rich-tree-view/expansion'),
        page('/x/react-tree-view/rich-tree-view/customization'),
        page('/x/react-tree-view/rich-tree-view/focus'),
        page('/x/react-tree-view/rich-tree-view/editing'),
        page('/x/react-tree-view/rich-tree-view/ordering'),
      ]),
      subheader('/x/react-tree-view/main-features', 'Main features', [
        page('/x/react-tree-view/accessibility'),
        page('/x/react-tree-view/tree-item-customization', 'Item customization'),
      ]),
      subheader('/x/api/tree-view-resources', 'Resources', [
        group('/x/api/tree-view-group', 'API reference', apiPages('/x/api/tree-view', [
          'RichTreeView', 'RichTreeViewPro', 'SimpleTreeView', 'TreeItem', 'TreeItemDragAndDropOverlay', 'TreeItemIcon',
          'TreeItemProvider',
        ])),
      ]),
    ]),
    group('/x/migration-group', 'Migration', [
      subheader('/x/migration-v8', 'Upgrade to v8', [
        page('/x/migration/migration-data-grid-v7', 'Breaking changes: Data Grid'),
        page('/x/migration/migration-pickers-v7', 'Breaking changes: Date and Time Pickers'),
        page('/x/migration/migration-tree-view-v7', 'Breaking changes: Tree View'),
        page('/x/migration/migration-charts-v7', 'Breaking changes: Charts'),
      ]),
      group('/x/migration-v7', 'Upgrade to v7', [
        page('/x/migration/migration-data-grid-v6', 'Breaking changes: Data Grid'),
        page('/x/migration/migration-pickers-v6', 'Breaking changes: Date and Time Pickers'),
        page('/x/migration/migration-tree-view-v6', 'Breaking changes: Tree View'),
        page('/x/migration/migration-charts-v6', 'Breaking changes: Charts'),
      ]),
      group('/x/migration-v6', 'Upgrade to v6', [
        page('/x/migration/migration-data-grid-v5', 'Breaking changes: Data Grid'),
        page('/x/migration/migration-pickers-v5', 'Breaking changes: Date and Time Pickers'),
        page('/x/migration/migration-tree-view-lab', 'Migration from lab to v6 (Tree View)'),
      ]),
      group('/x/migration-earlier', 'Earlier versions', [
        page('/x/migration/migration-pickers-lab', 'Migration from lab to v5 (Date and Time Pickers)'),
        page('/x/migration/migration-data-grid-v4', 'Migration from v4 to v5 (Data Grid)'),
      ]),
    ]),
  ],
};

export default sidebars;

