/** A small site for the engine's tests, and a loader that serves its built index from memory. */
import {buildIndex, type BuiltIndex, type IndexedPage} from './build';
import {DocType} from './format';
import type {IndexLoader} from './query';

const {Title, Heading, Description, Content} = DocType;

export const PAGES: IndexedPage[] = [
  {
    url: '/x/react-data-grid/row-grouping/',
    breadcrumb: ['Docs', 'Data Grid'],
    documents: [
      [Title, 'Row grouping', '', ''],
      [Description, 'Group rows by the values of one or more columns.', '', ''],
      [Heading, 'Group by a column', '#group-by-a-column', ''],
      [Content, 'Set rowGroupingModel to the fields to group by.', '#group-by-a-column', 'Group by a column'],
    ],
  },
  {
    url: '/x/react-data-grid/sorting/',
    breadcrumb: ['Docs', 'Data Grid'],
    documents: [
      [Title, 'Sorting', '', ''],
      [Heading, 'Sort a column', '#sort-a-column', ''],
      [Content, 'Click a column header to sort its rows.', '#sort-a-column', 'Sort a column'],
    ],
  },
  {
    url: '/x/api/data-grid/data-grid-premium-with-a-long-name/',
    breadcrumb: ['Docs', 'Data Grid', 'API reference'],
    documents: [
      [Title, 'DataGridPremiumWithALongName API', '', ''],
      [Heading, 'rowGroupingModel', '#prop-rowGroupingModel', ''],
    ],
  },
  {
    url: '/x/api/data-grid/data-grid-premium/',
    breadcrumb: ['Docs', 'Data Grid', 'API reference'],
    documents: [
      [Title, 'DataGridPremium API', '', ''],
      [Heading, 'rowGroupingModel', '#prop-rowGroupingModel', ''],
    ],
  },
  {
    url: '/x/react-tree-view/rich-tree-view/ordering/',
    breadcrumb: ['Docs', 'Tree View', 'Rich Tree View'],
    documents: [
      [Title, 'Ordering', '', ''],
      [Content, 'Users drag an item and drop it in its new place.', '#drag-an-item', 'Drag an item'],
    ],
  },
  {
    url: '/zh/x/introduction/licensing/',
    breadcrumb: ['文档', '介绍'],
    documents: [
      [Title, '许可', '', ''],
      [Content, '在应用启动时设置许可证密钥。', '#set-the-key', '设置密钥'],
    ],
  },
];

/** The built index of PAGES, and a loader that records which files a search reads. */
export function memoryIndex(pages: IndexedPage[] = PAGES): {index: BuiltIndex; loader: IndexLoader; read: string[]} {
  const index = buildIndex(pages);
  const read: string[] = [];
  const loader: IndexLoader = {
    manifest: async () => index.manifest,
    file: async <T,>(path: string) => {
      read.push(path);
      const [folder, name] = path.split('/');
      const key = name.split('.')[0];
      const file = folder === 't' ? index.termShards.get(key) : index.pageFiles[Number(key)];
      if (!file) throw new Error(`No file ${path}`);
      return file as T;
    },
  };
  return {index, loader, read};
}
