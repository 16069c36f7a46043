import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape your API returns: no `id`, `label` or `children` fields.
interface Warehouse {
  code: string;
  name: string;
  zones?: Warehouse[];
}

const warehouses: Warehouse[] = [
  {
    code: 'WH-BER',
    name: 'Berlin distribution centre',
    zones: [
      { code: 'WH-BER-A', name: 'Zone A: small parcels' },
      { code: 'WH-BER-B', name: 'Zone B: bulky goods' },
    ],
  },
  {
    code: 'WH-LYO',
    name: 'Lyon regional depot',
    zones: [{ code: 'WH-LYO-C', name: 'Zone C: cold storage' }],
  },
];

export default function CustomItemShape() {
  return (
    <RichTreeView
      items={warehouses}
      getItemId={(warehouse) => warehouse.code}
      getItemLabel={(warehouse) => `${warehouse.name} (${warehouse.code})`}
      getItemChildren={(warehouse) => warehouse.zones}
      defaultExpandedItems={['WH-BER']}
    />
  );
}
