import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

type Headphones = { model: string; price: number; rating: number };

// Wireless headphones sold by one retailer: price (€) and average customer rating (out of 5).
const catalogue: Headphones[] = [
  { model: 'Aria 2', price: 49, rating: 3.6 },
  { model: 'Beat Mini', price: 69, rating: 4.1 },
  { model: 'Cirrus', price: 89, rating: 3.8 },
  { model: 'Dune Pro', price: 129, rating: 4.5 },
  { model: 'Echo S', price: 149, rating: 3.9 },
  { model: 'Flux', price: 179, rating: 4.6 },
  { model: 'Glide', price: 199, rating: 4.2 },
  { model: 'Halo X', price: 249, rating: 4.7 },
  { model: 'Ion', price: 279, rating: 4.0 },
  { model: 'Jet Max', price: 349, rating: 4.4 },
  { model: 'Kite', price: 59, rating: 4.4 },
  { model: 'Lumen', price: 299, rating: 3.7 },
];

const averagePrice = Math.round(catalogue.reduce((sum, h) => sum + h.price, 0) / catalogue.length);
const averageRating = catalogue.reduce((sum, h) => sum + h.rating, 0) / catalogue.length;

export default function ScatterPriceRatingQuadrants() {
  return (
    <ScatterChart
      height={340}
      dataset={catalogue}
      xAxis={[{ min: 0, max: 400, valueFormatter: (value: number) => `€${value}` }]}
      yAxis={[{ min: 3, max: 5 }]}
      series={[
        {
          label: 'Headphones',
          datasetKeys: { x: 'price', y: 'rating', id: 'model' },
          markerSize: 6,
          valueFormatter: (h, { dataIndex }) =>
            h && `${catalogue[dataIndex].model}: €${h.x}, ${h.y} ★`,
        },
      ]}
      hideLegend
    >
      {/* The lines split the chart into four groups: cheap and liked, pricey and liked, and so on. */}
      <ChartsReferenceLine
        x={averagePrice}
        label={`Average price €${averagePrice}`}
        labelAlign="start"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsReferenceLine
        y={averageRating}
        label={`Average rating ${averageRating.toFixed(1)}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </ScatterChart>
  );
}
