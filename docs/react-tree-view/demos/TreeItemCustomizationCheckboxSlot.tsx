import * as React from 'react';
import Box from '@mui/material/Box';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const alerts: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'order-placed', label: 'New order placed' },
      { id: 'order-refunded', label: 'Order refunded' },
    ],
  },
  {
    id: 'stock',
    label: 'Stock',
    children: [
      { id: 'low-stock', label: 'Low stock' },
      { id: 'out-of-stock', label: 'Out of stock' },
    ],
  },
];

interface SwitchSlotProps extends Omit<SwitchProps, 'ref'> {
  // `false` without checkbox selection, or for an item whose selection is turned off.
  visible?: boolean;
  indeterminate?: boolean;
  // Added to every slot component; the Switch must not receive it.
  ownerState?: object;
}

// Replaces the checkbox. The tree passes `visible`, `checked`, `indeterminate`,
// `disabled` and `onChange`, and checks that clicks land inside the element that gets the ref.
const SwitchSlot = React.forwardRef(function SwitchSlot(props: SwitchSlotProps, ref: React.Ref<HTMLSpanElement>) {
  // A switch has no mixed state: a partly checked parent shows as off.
  const { visible, indeterminate, ownerState, ...other } = props;
  if (!visible) {
    return null;
  }
  return (
    <Box component="span" ref={ref} sx={{ display: 'inline-flex' }}>
      <Switch {...other} size="small" />
    </Box>
  );
});

const itemSlotProps = { slots: { checkbox: SwitchSlot } };

export default function TreeItemCustomizationCheckboxSlot() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="Store alerts"
        items={alerts}
        defaultExpandedItems={['orders', 'stock']}
        defaultSelectedItems={['order-placed', 'out-of-stock']}
        multiSelect
        checkboxSelection
        slotProps={{ item: itemSlotProps }}
      />
    </Box>
  );
}
