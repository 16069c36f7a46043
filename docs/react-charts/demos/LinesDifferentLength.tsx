import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);

// Weekly sign-ups: last quarter is complete, this quarter has seven weeks so far.
const lastQuarter = [310, 325, 298, 340, 362, 351, 377, 390, 384, 402, 415, 421];
const thisQuarter = [398, 410, 436, 429, 455, 471, 468];

export default function LinesDifferentLength() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        { data: lastQuarter, label: 'Last quarter' },
        { data: thisQuarter, label: 'This quarter' },
      ]}
    />
  );
}
