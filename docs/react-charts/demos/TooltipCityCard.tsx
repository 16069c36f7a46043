import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

// Large European cities: population density (people per km²) and share of green space (%).
const cities = [
  { id: 'vienna', name: 'Vienna', country: 'Austria', x: 4630, y: 50 },
  { id: 'berlin', name: 'Berlin', country: 'Germany', x: 4120, y: 44 },
  { id: 'madrid', name: 'Madrid', country: 'Spain', x: 5420, y: 35 },
  { id: 'paris', name: 'Paris', country: 'France', x: 20100, y: 10 },
  { id: 'warsaw', name: 'Warsaw', country: 'Poland', x: 3460, y: 38 },
  { id: 'lisbon', name: 'Lisbon', country: 'Portugal', x: 5450, y: 22 },
  { id: 'stockholm', name: 'Stockholm', country: 'Sweden', x: 5200, y: 40 },
];

function CityCard() {
  // The item under the pointer, or null.
  const item = useItemTooltip<'scatter'>();
  if (item === null) {
    return null;
  }
  const city = cities[item.identifier.dataIndex];
  return (
    <Paper elevation={4} sx={{ p: 1.5, borderLeft: 4, borderColor: item.color }}>
      <Typography variant="subtitle2">
        {city.name}, {city.country}
      </Typography>
      <Typography variant="body2">{city.x.toLocaleString('en-GB')} people per km²</Typography>
      <Typography variant="body2">{city.y}% green space</Typography>
    </Paper>
  );
}

function CityTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <CityCard />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCityCard() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'People per km²', scaleType: 'log', min: 2000, max: 30000 }]}
      yAxis={[{ label: 'Green space (%)', min: 0, max: 60 }]}
      series={[{ data: cities, markerSize: 6 }]}
      slots={{ tooltip: CityTooltip }}
    />
  );
}
