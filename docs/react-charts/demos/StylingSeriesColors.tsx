import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly orders of an online bike shop.
export default function StylingSeriesColors() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        // No `color`: the first and second colours of the palette.
        { label: 'Road bikes', data: [120, 135, 210, 290, 340, 360, 330, 310, 260, 190, 140, 170] },
        { label: 'E-bikes', data: [80, 95, 150, 230, 300, 340, 350, 330, 270, 200, 120, 160] },
        // A fixed colour, whatever the palette: grey for last year's reference.
        {
          label: 'All bikes, last year',
          data: [180, 200, 320, 470, 560, 610, 590, 560, 450, 340, 230, 290],
          color: '#9e9e9e',
          showMark: false,
        },
      ]}
    />
  );
}
