import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeBasicValue() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      {/* A full circle from 0 to 100, with the value written in the centre. */}
      <Gauge width={140} height={140} value={72} />
      {/* `value={null}` keeps the track but draws no value arc and no text. */}
      <Gauge width={140} height={140} value={null} />
    </Stack>
  );
}
