import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Battery level of three delivery scooters, in percent.
const scooters = [
  { name: 'Scooter 12', battery: 86 },
  { name: 'Scooter 07', battery: 41 },
  { name: 'Scooter 19', battery: 14 },
];

function batteryColor(level: number): string {
  if (level < 20) {
    return '#d32f2f';
  }
  return level < 50 ? '#ed6c02' : '#2e7d32';
}

export default function GaugeValueColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {scooters.map(({ name, battery }) => (
        <Stack key={name} sx={{ alignItems: 'center' }}>
          <Gauge
            width={110}
            height={110}
            value={battery}
            cornerRadius="50%"
            text={({ value }) => `${value}%`}
            sx={{
              [`& .${gaugeClasses.valueText}`]: { fontSize: 20, fontWeight: 600 },
              [`& .${gaugeClasses.valueArc}`]: { fill: batteryColor(battery) },
              [`& .${gaugeClasses.referenceArc}`]: { fill: '#e0e0e0' },
            }}
          />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
