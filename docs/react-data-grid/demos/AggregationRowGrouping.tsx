import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  hotel: string;
  country: string;
  city: string;
  nights: number;
  revenue: number;
}

const bookings: Booking[] = [
  { id: 1, hotel: 'Casa do Rio', country: 'Portugal', city: 'Porto', nights: 128, revenue: 14080 },
  { id: 2, hotel: 'Ribeira Lofts', country: 'Portugal', city: 'Porto', nights: 96, revenue: 12480 },
  { id: 3, hotel: 'Alfama Terrace', country: 'Portugal', city: 'Lisbon', nights: 210, revenue: 31500 },
  { id: 4, hotel: 'Hotel Prado', country: 'Spain', city: 'Madrid', nights: 174, revenue: 22620 },
  { id: 5, hotel: 'Gran Vía Suites', country: 'Spain', city: 'Madrid', nights: 88, revenue: 15840 },
  { id: 6, hotel: 'Barceloneta Rooms', country: 'Spain', city: 'Barcelona', nights: 152, revenue: 21280 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'hotel', headerName: 'Hotel', width: 170 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

export default function AggregationRowGrouping() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={bookings}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ width: 200 }}
        initialState={{
          rowGrouping: { model: ['country', 'city'] },
          // Each country and city row shows its own totals; the grand total is in the footer row.
          aggregation: { model: { nights: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { country: false, city: false } },
        }}
      />
    </div>
  );
}
