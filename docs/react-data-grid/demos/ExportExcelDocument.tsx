import { DataGridPremium, type GridColDef, type GridExcelExportOptions } from '@mui/x-data-grid-premium';

interface RegionSales {
  id: number;
  region: string;
  manager: string;
  orders: number;
  revenue: number;
}

const sales: RegionSales[] = [
  { id: 1, region: 'Nordics', manager: 'Astrid Holm', orders: 412, revenue: 184250 },
  { id: 2, region: 'Benelux', manager: 'Pieter Janssens', orders: 365, revenue: 152900 },
  { id: 3, region: 'Iberia', manager: 'Carmen Ruiz', orders: 298, revenue: 121480 },
  { id: 4, region: 'DACH', manager: 'Felix Braun', orders: 521, revenue: 243700 },
  { id: 5, region: 'British Isles', manager: 'Aoife Kelly', orders: 447, revenue: 198320 },
];

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'manager', headerName: 'Manager', flex: 1, minWidth: 150 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 140 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'sales-q2-2025',
  // Column styles: an ExcelJS style object for each field.
  columnsStyles: {
    revenue: { numFmt: '#,##0 "€"' },
    manager: { font: { italic: true } },
  },
  // Before the rows: a title on row 1 and an empty row 2, so the headers land on row 3.
  exceljsPreProcess: async ({ workbook, worksheet }) => {
    workbook.creator = 'Sales dashboard';
    worksheet.name = 'Q2 2025';
    worksheet.addRow(['Sales by region, Q2 2025']);
    worksheet.mergeCells('A1:D1');
    worksheet.getRow(1).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // After the rows: bold headers that stay in view, and a total row with a live formula.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.getRow(3).font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
    const lastDataRow = worksheet.rowCount;
    const total = worksheet.addRow({
      region: 'Total',
      orders: { formula: `SUM(C4:C${lastDataRow})` },
      revenue: { formula: `SUM(D4:D${lastDataRow})` },
    });
    total.font = { bold: true };
  },
};

export default function ExportExcelDocument() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium rows={sales} columns={columns} showToolbar slotProps={{ toolbar: { excelOptions } }} />
    </div>
  );
}
