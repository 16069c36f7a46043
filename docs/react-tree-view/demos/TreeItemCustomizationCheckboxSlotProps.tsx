import Box from '@mui/material/Box';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarIcon from '@mui/icons-material/Star';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const channels: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'deploys', label: '#deploys' },
      { id: 'incidents', label: '#incidents' },
      { id: 'code-review', label: '#code-review' },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    children: [
      { id: 'announcements', label: '#announcements' },
      { id: 'random', label: '#random' },
    ],
  },
];

// The checkbox is a Material UI Checkbox, so `slotProps.checkbox` takes its props,
// such as the icons. `satisfies` checks them against the Checkbox's own type.
const starCheckbox = {
  size: 'small',
  color: 'warning',
  icon: <StarBorderIcon />,
  checkedIcon: <StarIcon />,
  indeterminateIcon: <StarHalfIcon />,
} satisfies CheckboxProps;

// Passed to every item of the tree.
const itemSlotProps = { slotProps: { checkbox: starCheckbox } };

export default function TreeItemCustomizationCheckboxSlotProps() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Starred channels"
        items={channels}
        defaultExpandedItems={['engineering', 'company']}
        defaultSelectedItems={['deploys', 'incidents']}
        multiSelect
        checkboxSelection
        slotProps={{ item: itemSlotProps }}
      />
    </Box>
  );
}
