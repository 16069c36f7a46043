import { RadarChart } from '@mui/x-charts/RadarChart';

// Scout ratings for one midfielder, each out of 100.
const ratings = [82, 74, 88, 67, 79, 71];

export default function PlayerSkillsRadar() {
  return (
    <RadarChart
      height={300}
      series={[{ label: 'Lena Hoffmann', data: ratings, fillArea: true }]}
      radar={{
        max: 100,
        metrics: ['Passing', 'Shooting', 'Vision', 'Pace', 'Stamina', 'Defending'],
      }}
    />
  );
}
