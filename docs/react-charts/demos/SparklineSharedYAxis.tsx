import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface ServerLoad {
  name: string;
  cpu: number[];
}

// CPU use in percent, sampled every 5 minutes over the last hour.
const servers: ServerLoad[] = [
  { name: 'api-1', cpu: [62, 68, 71, 66, 74, 79, 83, 77, 72, 75, 81, 86] },
  { name: 'api-2', cpu: [8, 9, 7, 10, 12, 9, 11, 13, 10, 12, 14, 11] },
];

function LoadRow({ server, shared }: { server: ServerLoad; shared: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ width: 48 }}>
        {server.name}
      </Typography>
      <SparkLineChart
        height={40}
        data={server.cpu}
        // Without yAxis, each sparkline stretches between its own min and max.
        yAxis={shared ? { min: 0, max: 100 } : undefined}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

export default function SparklineSharedYAxis() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="subtitle2">Each row on its own range</Typography>
        {servers.map((server) => (
          <LoadRow key={server.name} server={server} shared={false} />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="subtitle2">Both rows on 0–100 %</Typography>
        {servers.map((server) => (
          <LoadRow key={server.name} server={server} shared />
        ))}
      </Stack>
    </Stack>
  );
}
