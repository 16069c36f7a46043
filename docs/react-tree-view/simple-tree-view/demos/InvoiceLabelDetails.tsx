import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface InvoiceLabelProps {
  customer: string;
  amount: string;
  overdue?: boolean;
}

// A label is any React node: here, a name, an amount and a status chip.
function InvoiceLabel({ customer, amount, overdue = false }: InvoiceLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ flexGrow: 1 }}>{customer}</Typography>
      {overdue && <Chip label="Overdue" color="error" size="small" variant="outlined" />}
      <Typography variant="body2" color="text.secondary">
        {amount}
      </Typography>
    </Box>
  );
}

export default function InvoiceLabelDetails() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView aria-label="Invoices by month" defaultExpandedItems={['march']}>
        <TreeItem itemId="march" label="March">
          <TreeItem itemId="inv-301" label={<InvoiceLabel customer="Northwind" amount="€1,200" />} />
          <TreeItem itemId="inv-302" label={<InvoiceLabel customer="Fabrikam" amount="€860" overdue />} />
          <TreeItem itemId="inv-303" label={<InvoiceLabel customer="Tailspin" amount="€2,450" />} />
        </TreeItem>
        <TreeItem itemId="april" label="April">
          <TreeItem itemId="inv-401" label={<InvoiceLabel customer="Contoso" amount="€990" />} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
