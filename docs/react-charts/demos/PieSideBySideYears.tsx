import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// How people in one city travel to work, in percent of trips.
const years: { year: string; modes: PieValueType[] }[] = [
  {
    year: '2010',
    modes: [
      { id: 'car', label: 'Car', value: 54, color: '#546e7a' },
      { id: 'transit', label: 'Transit', value: 28, color: '#1e88e5' },
      { id: 'bike', label: 'Bike', value: 6, color: '#43a047' },
      { id: 'walk', label: 'Walk', value: 12, color: '#fb8c00' },
    ],
  },
  {
    year: '2025',
    modes: [
      { id: 'car', label: 'Car', value: 37, color: '#546e7a' },
      { id: 'transit', label: 'Transit', value: 34, color: '#1e88e5' },
      { id: 'bike', label: 'Bike', value: 17, color: '#43a047' },
      { id: 'walk', label: 'Walk', value: 12, color: '#fb8c00' },
    ],
  },
];

export default function PieSideBySideYears() {
  return (
    // Two charts that wrap onto two rows on a narrow screen.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      {years.map(({ year, modes }) => (
        <Box key={year} sx={{ flex: '1 1 220px', textAlign: 'center' }}>
          <Typography variant="subtitle2">{year}</Typography>
          <PieChart
            height={220}
            series={[
              {
                data: modes,
                innerRadius: '35%',
                paddingAngle: 1,
                arcLabel: 'label',
                arcLabelMinAngle: 25,
                valueFormatter: (item) => `${item.value}% of trips`,
              },
            ]}
            hideLegend
          />
        </Box>
      ))}
    </Box>
  );
}
