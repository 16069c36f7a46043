import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Book sales of a publisher in thousands of copies, by format.
const print = [420, 380, 365, 350, 338, 330];
const ebook = [110, 165, 170, 176, 181, 188];
const audio = [35, 52, 70, 92, 118, 145];

export default function LinesStackedAreas() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      series={[
        { data: print, label: 'Print', area: true, stack: 'sales', showMark: false },
        { data: ebook, label: 'E-book', area: true, stack: 'sales', showMark: false },
        { data: audio, label: 'Audiobook', area: true, stack: 'sales', showMark: false },
      ]}
    />
  );
}
