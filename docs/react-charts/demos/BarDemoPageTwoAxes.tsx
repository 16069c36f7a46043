import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Bergen, Norway: rainfall in millimetres and the number of days with rain (rounded normals).
const rainfall = [250, 190, 185, 115, 105, 125, 150, 195, 260, 265, 275, 265];
const rainyDays = [20, 17, 18, 15, 14, 15, 16, 18, 20, 21, 21, 21];

export default function BarDemoPageTwoAxes() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rainfall', position: 'left', label: 'Rainfall (mm)', width: 60 },
        { id: 'days', position: 'right', label: 'Days with rain', max: 31, width: 60 },
      ]}
      series={[
        {
          label: 'Rainfall',
          data: rainfall,
          yAxisId: 'rainfall',
          valueFormatter: (value) => `${value} mm`,
        },
        {
          label: 'Days with rain',
          data: rainyDays,
          yAxisId: 'days',
          valueFormatter: (value) => `${value} days`,
        },
      ]}
    />
  );
}
