import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Deal {
  id: number;
  company: string;
  region: string;
  owner: string;
  stage: string;
  amount: number;
}

const deals: Deal[] = [
  { id: 1, company: 'Nordlicht GmbH', region: 'Europe', owner: 'Clara Hoffmann', stage: 'Won', amount: 42000 },
  { id: 2, company: 'Baltic Freight', region: 'Europe', owner: 'Clara Hoffmann', stage: 'Proposal', amount: 18500 },
  { id: 3, company: 'Vinhos do Douro', region: 'Europe', owner: 'Rui Almeida', stage: 'Won', amount: 9600 },
  { id: 4, company: 'Maple Health', region: 'North America', owner: 'Dana Brooks', stage: 'Negotiation', amount: 61000 },
  { id: 5, company: 'Harbor Logistics', region: 'North America', owner: 'Dana Brooks', stage: 'Won', amount: 27300 },
  { id: 6, company: 'Prairie Foods', region: 'North America', owner: 'Luis Ortega', stage: 'Proposal', amount: 14800 },
  { id: 7, company: 'Sakura Robotics', region: 'Asia Pacific', owner: 'Mei Tanaka', stage: 'Negotiation', amount: 88000 },
  { id: 8, company: 'Coral Bay Resorts', region: 'Asia Pacific', owner: 'Mei Tanaka', stage: 'Won', amount: 23400 },
  { id: 9, company: 'Outback Solar', region: 'Asia Pacific', owner: 'Sam Walker', stage: 'Lost', amount: 31000 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Deal>[] = [
  // Company names are unique: grouping by them makes no sense, so the menu does not offer it.
  { field: 'company', headerName: 'Company', width: 170, groupable: false },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'stage', headerName: 'Stage', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    // Group rows have no amount: the formatter receives `undefined` for them.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function RowGroupingBasic() {
  const apiRef = useGridApiRef();
  // Hides each column while the rows are grouped by it, and shows it again afterwards.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region'] } },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={deals} columns={columns} initialState={initialState} />
    </div>
  );
}
