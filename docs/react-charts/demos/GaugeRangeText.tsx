import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeRangeText() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Stack sx={{ alignItems: 'center' }}>
        {/* 3.2 TB used on a 4 TB volume. */}
        <Gauge
          width={150}
          height={150}
          value={3.2}
          valueMax={4}
          text={({ value, valueMax }) => `${value} / ${valueMax} TB`}
        />
        <Typography variant="caption">Storage used</Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        {/* A range that does not start at 0: room temperature from 15 to 30 °C. */}
        <Gauge
          width={150}
          height={150}
          value={21.5}
          valueMin={15}
          valueMax={30}
          startAngle={-120}
          endAngle={120}
          text={({ value }) => (value === null ? 'No reading' : `${value} °C`)}
        />
        <Typography variant="caption">Living room</Typography>
      </Stack>
    </Stack>
  );
}
