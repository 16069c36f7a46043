import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Trail = {
  name: string;
  distanceKm: number;
  climbM: number;
  hours: number;
};

// Day hikes in one national park.
const trails: Trail[] = [
  { name: 'Lake loop', distanceKm: 6.2, climbM: 180, hours: 2 },
  { name: 'Pine ridge', distanceKm: 9.8, climbM: 540, hours: 3.5 },
  { name: 'Falls trail', distanceKm: 7.5, climbM: 410, hours: 3 },
  { name: 'Summit path', distanceKm: 14.1, climbM: 1260, hours: 7 },
  { name: 'Meadow walk', distanceKm: 4.3, climbM: 90, hours: 1.5 },
  { name: 'Canyon rim', distanceKm: 12.4, climbM: 720, hours: 5 },
  { name: 'Glacier view', distanceKm: 16.8, climbM: 980, hours: 7.5 },
  { name: 'Old mill', distanceKm: 5.6, climbM: 260, hours: 2 },
];

export default function ScatterDatasetKeys() {
  return (
    <ScatterChart
      height={320}
      dataset={trails}
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[{ label: 'Elevation gain (m)' }]}
      series={[
        {
          label: 'Trails',
          // Which field of each row gives x, y and the point id.
          datasetKeys: { x: 'distanceKm', y: 'climbM', id: 'name' },
          valueFormatter: (point, { dataIndex }) =>
            point && `${trails[dataIndex].name}: ${point.x} km, +${point.y} m`,
        },
      ]}
      hideLegend
    />
  );
}
