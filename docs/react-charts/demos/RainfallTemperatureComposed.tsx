import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average monthly climate in Dublin.
const rainfall = [76, 56, 57, 52, 59, 63, 65, 74, 62, 86, 84, 80];
const temperature = [5.3, 5.5, 6.9, 8.5, 11, 13.8, 15.6, 15.3, 13.4, 10.6, 7.6, 5.8];

export default function RainfallTemperatureComposed() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', position: 'left', width: 60, valueFormatter: (value: number) => `${value} mm` },
        { id: 'temp', position: 'right', valueFormatter: (value: number) => `${value}°` },
      ]}
      series={[
        { type: 'bar', label: 'Rainfall (mm)', data: rainfall, yAxisId: 'rain' },
        { type: 'line', label: 'Temperature (°C)', data: temperature, yAxisId: 'temp' },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxis />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
