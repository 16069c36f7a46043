import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Average monthly rainfall, in millimetres.
const rainfall: Record<string, number[]> = {
  Bergen: [190, 152, 170, 114, 106, 132],
  Seville: [65, 54, 40, 50, 27, 8],
};

export default function BarsSkipAnimation() {
  const [city, setCity] = React.useState('Bergen');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setCity(city === 'Bergen' ? 'Seville' : 'Bergen')}
        >
          Show {city === 'Bergen' ? 'Seville' : 'Bergen'}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, max: 200, label: 'mm' }]}
        series={[{ label: `Rainfall in ${city}`, data: rainfall[city] }]}
      />
    </Stack>
  );
}
