import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';

interface Payment {
  id: number;
  supplier: string;
  due: Date;
  amount: number;
  paid: boolean;
}

const payments: Payment[] = [
  { id: 1, supplier: 'Fjord Paper Co.', due: new Date(2025, 5, 2), amount: 1840.5, paid: true },
  { id: 2, supplier: 'Atlas Print', due: new Date(2025, 5, 9), amount: 612, paid: false },
  { id: 3, supplier: 'Greenleaf Logistics', due: new Date(2025, 5, 15), amount: 3275.9, paid: false },
  { id: 4, supplier: 'Studio Okra', due: new Date(2025, 5, 20), amount: 980, paid: true },
];

const columns: GridColDef<Payment>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'supplier-payments',
  // Excel number formats, applied to the whole column.
  columnsStyles: { amount: { numFmt: '#,##0.00 "€"' }, due: { numFmt: 'dd/mm/yyyy' } },
  // Runs after the rows are written: add a note under the table.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.addRow([]);
    worksheet.addRow([`Exported on ${new Date().toLocaleDateString()}`]);
  },
};

export default function ExportExcelPremium() {
  const apiRef = useGridApiRef();
  const [exporting, setExporting] = useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" disabled={exporting} onClick={() => apiRef.current?.exportDataAsExcel(excelOptions)}>
        {exporting ? 'Preparing file…' : 'Download as Excel'}
      </Button>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={payments}
          columns={columns}
          showToolbar
          slotProps={{ toolbar: { excelOptions } }}
          onExcelExportStateChange={(state) => setExporting(state === 'pending')}
        />
      </div>
    </Stack>
  );
}
