import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const orgChart: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ceo',
    label: 'Amara Okafor, CEO',
    children: [
      {
        id: 'cto',
        label: 'Lucas Moreau, CTO',
        children: [
          { id: 'eng-manager', label: 'Priya Nair, Engineering Manager' },
          { id: 'design-lead', label: 'Jonas Berg, Design Lead' },
        ],
      },
      {
        id: 'cfo',
        label: 'Mei Tanaka, CFO',
        children: [{ id: 'controller', label: 'Diego Ruiz, Financial Controller' }],
      },
    ],
  },
];

export default function OrgChartRichTree() {
  return (
    <RichTreeView
      aria-label="Company org chart"
      items={orgChart}
      defaultExpandedItems={['ceo']}
    />
  );
}
