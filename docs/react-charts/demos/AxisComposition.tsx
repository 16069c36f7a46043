import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { XAxis, YAxis } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A city's monthly rainfall in millimetres and mean temperature in °C.
const rainfall = [78, 64, 58, 46, 39, 18, 7, 9, 31, 67, 92, 88];
const temperature = [9, 10, 13, 15, 19, 23, 26, 26, 22, 18, 13, 10];

// The settings live on the container; the components decide what is drawn and where.
const xAxis: XAxis[] = [{ id: 'months', scaleType: 'band', data: months }];
const yAxis: YAxis[] = [
  { id: 'rain', position: 'left', width: 60 },
  { id: 'temperature', position: 'right', width: 60 },
];

export default function AxisComposition() {
  return (
    <ChartsContainer
      height={320}
      xAxis={xAxis}
      yAxis={yAxis}
      series={[
        { type: 'bar', data: rainfall, label: 'Rainfall (mm)', yAxisId: 'rain', color: '#64b5f6' },
        {
          type: 'line',
          data: temperature,
          label: 'Temperature (°C)',
          yAxisId: 'temperature',
          color: '#e65100',
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      {/* Props given to the component add to the settings of the axis it draws. */}
      <ChartsYAxis axisId="rain" label="Rainfall (mm)" />
      <ChartsYAxis axisId="temperature" label="Temperature (°C)" tickLabelStyle={{ fill: '#e65100' }} />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
