import { useMemo, useState, type FocusEvent, type MouseEvent } from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  email: string;
  phone: string;
  product: string;
  leadTimeDays: number;
}

const suppliers: Supplier[] = [
  {
    id: 1,
    company: 'Alpenmilch AG',
    contact: 'Ursula Keller',
    email: 'u.keller@alpenmilch.example',
    phone: '+41 44 555 0172',
    product: 'Whole milk',
    leadTimeDays: 2,
  },
  {
    id: 2,
    company: 'Terra Rossa Olive Co.',
    contact: 'Nikos Papadakis',
    email: 'nikos@terrarossa.example',
    phone: '+30 21 0555 0148',
    product: 'Olive oil',
    leadTimeDays: 9,
  },
  {
    id: 3,
    company: 'Mill Lane Flour',
    contact: 'Rebecca Hale',
    email: 'orders@milllane.example',
    phone: '+44 161 555 0103',
    product: 'Bread flour',
    leadTimeDays: 4,
  },
  {
    id: 4,
    company: 'Café do Vale',
    contact: 'Thiago Almeida',
    email: 'thiago@cafedovale.example',
    phone: '+55 35 5550 2291',
    product: 'Coffee beans',
    leadTimeDays: 21,
  },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'leadTimeDays', headerName: 'Lead time (days)', type: 'number', width: 140 },
];

interface Card {
  anchor: HTMLElement;
  supplier: Supplier;
}

export default function ComponentsCellPopover() {
  const [card, setCard] = useState<Card | null>(null);

  // Memoized: a new slotProps object on each render would re-render every cell.
  const slotProps = useMemo(() => {
    const open = (event: MouseEvent<HTMLDivElement> | FocusEvent<Element>) => {
      const cell = event.currentTarget as HTMLElement;
      // Only the Contact cells show the card.
      if (cell.dataset.field !== 'contact') return;
      const rowId = Number(cell.closest('[data-id]')?.getAttribute('data-id'));
      const supplier = suppliers.find((item) => item.id === rowId);
      if (supplier) setCard({ anchor: cell, supplier });
    };
    const close = () => setCard(null);
    // Pointer and keyboard users both get the card: hover or focus a Contact cell.
    return { cell: { onMouseEnter: open, onMouseLeave: close, onFocus: open, onBlur: close } };
  }, []);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={suppliers} columns={columns} slotProps={slotProps} hideFooter />
      <Popper open={card !== null} anchorEl={card?.anchor} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        {card && (
          <Paper elevation={4} sx={{ p: 1.5, mt: 0.5 }}>
            <Typography variant="subtitle2">{card.supplier.contact}</Typography>
            <Typography variant="body2" color="text.secondary">
              {card.supplier.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {card.supplier.phone}
            </Typography>
          </Paper>
        )}
      </Popper>
    </div>
  );
}
