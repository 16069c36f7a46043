import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const cpuLoad = 64;

export default function GaugeArcShapes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge width={140} height={100} value={cpuLoad} startAngle={-90} endAngle={90} />
        <Typography variant="caption">Half circle</Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge
          width={140}
          height={100}
          value={cpuLoad}
          startAngle={-110}
          endAngle={110}
          innerRadius="70%"
          cornerRadius="50%"
        />
        <Typography variant="caption">Rounded, thicker arc</Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge
          width={140}
          height={100}
          value={cpuLoad}
          startAngle={0}
          endAngle={270}
          innerRadius="88%"
        />
        <Typography variant="caption">Three quarters, thin</Typography>
      </Stack>
    </Stack>
  );
}
