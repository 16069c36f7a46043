import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {group, page, subheader} from './src/modules/sidebarBuilders';

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
    ]),
    group('/x/react-date-pickers-group', 'Date and Time Pickers', [
      page('/x/react-date-pickers', 'Overview'),
      page('/x/react-date-pickers/getting-started'),
    ]),
    group('/x/react-charts-group', 'Charts', [
      page('/x/react-charts', 'Overview'),
      page('/x/react-charts/getting-started'),
    ]),
    group('/x/react-tree-view-group', 'Tree View', [
      page('/x/react-tree-view', 'Overview'),
      page('/x/react-tree-view/getting-started'),
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

