import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  name: string;
  aisle: string;
  stock: number;
}

const products: Product[] = [
  { id: 1, name: 'Oat milk, 1 l', aisle: 'Dairy & alternatives', stock: 48 },
  { id: 2, name: 'Greek yoghurt', aisle: 'Dairy & alternatives', stock: 0 },
  { id: 3, name: 'Aged cheddar', aisle: 'Dairy & alternatives', stock: 12 },
  { id: 4, name: 'Sourdough loaf', aisle: 'Bakery', stock: 9 },
  { id: 5, name: 'Croissants, pack of 4', aisle: 'Bakery', stock: 0 },
  { id: 6, name: 'Basmati rice, 2 kg', aisle: 'Pantry', stock: 31 },
  { id: 7, name: 'Red lentils', aisle: 'Pantry', stock: 22 },
];

function AisleCell(props: GridRenderCellParams<Product>) {
  const { id, row, rowNode } = props;
  const apiRef = useGridApiContext();

  if (rowNode.type !== 'group') {
    // Data rows: show the product name in the grouping column.
    return <Box sx={{ pl: 5 }}>{row.name}</Box>;
  }

  const productIds = apiRef.current.getRowGroupChildren({ groupId: id });
  const outOfStock = productIds.filter((productId) => apiRef.current.getRow<Product>(productId)?.stock === 0).length;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {/* A custom cell replaces the built-in toggle, so it needs its own. */}
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={rowNode.childrenExpanded ? 'Collapse' : 'Expand'}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
        }}
      >
        {rowNode.childrenExpanded ? (
          <KeyboardArrowDownIcon fontSize="small" />
        ) : (
          <KeyboardArrowRightIcon fontSize="small" />
        )}
      </IconButton>
      <strong>{String(rowNode.groupingKey)}</strong>
      {outOfStock > 0 && <Chip size="small" color="error" variant="outlined" label={`${outOfStock} out of stock`} />}
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 180 },
  { field: 'aisle', headerName: 'Aisle', width: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function RowGroupingCustomCell() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={products}
        columns={columns}
        groupingColDef={{
          headerName: 'Aisle / product',
          width: 330,
          renderCell: (params) => <AisleCell {...params} />,
        }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['aisle'] },
          columns: { columnVisibilityModel: { name: false, aisle: false } },
        }}
      />
    </div>
  );
}
