import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

type Reading = {
  name: string;
  value: number;
  valueMin: number;
  valueMax: number;
  unit: string;
};

// Readings from a weather station. Each gauge has the range that suits its quantity.
const readings: Reading[] = [
  { name: 'Outdoor temperature', value: 12, valueMin: -20, valueMax: 40, unit: '°C' },
  { name: 'Air pressure', value: 1018, valueMin: 950, valueMax: 1050, unit: 'hPa' },
  { name: 'Wind speed', value: 34, valueMin: 0, valueMax: 120, unit: 'km/h' },
];

export default function GaugePageValueRange() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {readings.map((reading) => (
        <Stack key={reading.name} sx={{ alignItems: 'center' }}>
          <Gauge
            width={160}
            height={120}
            value={reading.value}
            valueMin={reading.valueMin}
            valueMax={reading.valueMax}
            startAngle={-110}
            endAngle={110}
            text={({ value }) => `${value} ${reading.unit}`}
            aria-label={reading.name}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {reading.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {reading.valueMin} to {reading.valueMax} {reading.unit}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
