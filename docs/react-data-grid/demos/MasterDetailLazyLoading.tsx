import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  company: string;
  country: string;
}

interface Invoice {
  number: string;
  issued: string;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const customers: Customer[] = [
  { id: 1, company: 'Nordlys Bakery', country: 'Norway' },
  { id: 2, company: 'Casa Verde Interiors', country: 'Spain' },
  { id: 3, company: 'Kiboko Logistics', country: 'Kenya' },
  { id: 4, company: 'Maple & Pine Studio', country: 'Canada' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
];

// Stands in for your server: the invoices of one customer, after a delay.
const invoicesOnServer: Record<number, Invoice[]> = {
  1: [
    { number: 'INV-2041', issued: '2025-03-02', amount: 420, status: 'Paid' },
    { number: 'INV-2088', issued: '2025-04-01', amount: 385.5, status: 'Open' },
  ],
  2: [{ number: 'INV-2050', issued: '2025-03-11', amount: 1290, status: 'Overdue' }],
  3: [
    { number: 'INV-2012', issued: '2025-02-14', amount: 760, status: 'Paid' },
    { number: 'INV-2047', issued: '2025-03-09', amount: 810, status: 'Paid' },
    { number: 'INV-2093', issued: '2025-04-06', amount: 845, status: 'Open' },
  ],
  4: [],
};

function fetchInvoices(customerId: number): Promise<Invoice[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(invoicesOnServer[customerId] ?? []), 1000);
  });
}

type InvoiceCache = Map<number, Invoice[]>;

// Mounts when its panel opens, then loads the data it needs.
function InvoicesPanel({ customer, cache }: { customer: Customer; cache: InvoiceCache }) {
  const [invoices, setInvoices] = useState<Invoice[] | null>(() => cache.get(customer.id) ?? null);

  useEffect(() => {
    if (invoices !== null) {
      return undefined;
    }
    let active = true;
    fetchInvoices(customer.id).then((result) => {
      cache.set(customer.id, result);
      if (active) {
        setInvoices(result);
      }
    });
    return () => {
      active = false;
    };
  }, [cache, customer.id, invoices]);

  if (invoices === null) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ p: 2, alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography variant="body2">Loading invoices…</Typography>
      </Stack>
    );
  }
  if (invoices.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        No invoices yet.
      </Typography>
    );
  }
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Table size="small" aria-label={`Invoices of ${customer.company}`}>
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Issued</TableCell>
            <TableCell align="right">Amount (€)</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.number}>
              <TableCell>{invoice.number}</TableCell>
              <TableCell>{invoice.issued}</TableCell>
              <TableCell align="right">{invoice.amount.toFixed(2)}</TableCell>
              <TableCell>{invoice.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function MasterDetailLazyLoading() {
  // Outlives the panels, so a panel opened a second time shows its data at once.
  const cache = useRef<InvoiceCache>(new Map());

  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Customer>) => <InvoicesPanel customer={row} cache={cache.current} />,
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
