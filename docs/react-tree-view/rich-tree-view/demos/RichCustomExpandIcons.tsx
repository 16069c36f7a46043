import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const budget: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'housing',
    label: 'Housing',
    children: [
      { id: 'rent', label: 'Rent' },
      { id: 'utilities', label: 'Electricity and water' },
    ],
  },
  {
    id: 'transport',
    label: 'Transport',
    children: [
      { id: 'transit-pass', label: 'Transit pass' },
      { id: 'bike-repairs', label: 'Bike repairs' },
    ],
  },
  { id: 'savings', label: 'Savings' },
];

export default function RichCustomExpandIcons() {
  return (
    <RichTreeView
      aria-label="Monthly budget"
      items={budget}
      defaultExpandedItems={['housing']}
      slots={{
        expandIcon: AddBoxOutlinedIcon,
        collapseIcon: IndeterminateCheckBoxOutlinedIcon,
        endIcon: RemoveIcon,
      }}
    />
  );
}
