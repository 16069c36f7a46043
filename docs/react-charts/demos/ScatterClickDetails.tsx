import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

type City = { name: string; country: string; sunshine: number; temperature: number };

// European capitals: sunshine hours per year and mean annual temperature (°C), rounded.
const cities: City[] = [
  { name: 'Lisbon', country: 'Portugal', sunshine: 2800, temperature: 17.4 },
  { name: 'Madrid', country: 'Spain', sunshine: 2770, temperature: 15.0 },
  { name: 'Athens', country: 'Greece', sunshine: 2770, temperature: 18.5 },
  { name: 'Rome', country: 'Italy', sunshine: 2470, temperature: 15.8 },
  { name: 'Budapest', country: 'Hungary', sunshine: 1990, temperature: 11.8 },
  { name: 'Vienna', country: 'Austria', sunshine: 1880, temperature: 11.4 },
  { name: 'Helsinki', country: 'Finland', sunshine: 1860, temperature: 5.9 },
  { name: 'Stockholm', country: 'Sweden', sunshine: 1820, temperature: 7.4 },
  { name: 'Oslo', country: 'Norway', sunshine: 1670, temperature: 6.3 },
  { name: 'Paris', country: 'France', sunshine: 1660, temperature: 12.3 },
  { name: 'Berlin', country: 'Germany', sunshine: 1630, temperature: 10.3 },
  { name: 'Warsaw', country: 'Poland', sunshine: 1600, temperature: 8.5 },
  { name: 'Dublin', country: 'Ireland', sunshine: 1450, temperature: 9.8 },
  { name: 'London', country: 'United Kingdom', sunshine: 1410, temperature: 11.3 },
];

const points = cities.map((city) => ({ id: city.name, x: city.sunshine, y: city.temperature }));

export default function ScatterClickDetails() {
  const [selected, setSelected] = React.useState<City | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Sunshine (hours per year)' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            label: 'Capitals',
            data: points,
            markerSize: 6,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (point, { dataIndex }) => point && cities[dataIndex].name,
          },
        ]}
        // The event is a native one from the <svg>, or a React one from a marker when
        // `disableVoronoi` is set: annotate the parameters, TypeScript cannot infer them.
        onItemClick={(
          event: MouseEvent | React.MouseEvent<SVGElement>,
          item: ScatterItemIdentifier,
        ) => setSelected(cities[item.dataIndex])}
        hideLegend
      />
      <Typography variant="body2">
        {selected
          ? `${selected.name}, ${selected.country}: ${selected.sunshine} hours of sun a year, ${selected.temperature} °C on average.`
          : 'Click near a point to see the city.'}
      </Typography>
    </Stack>
  );
}
