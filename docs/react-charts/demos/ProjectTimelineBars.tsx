import { BarChart } from '@mui/x-charts/BarChart';

interface Task {
  name: string;
  startDay: number; // days after the project start
  days: number;
  doneDays: number;
}

const projectStart = new Date(2025, 3, 7); // Monday 7 April 2025

const tasks: Task[] = [
  { name: 'Research', startDay: 0, days: 5, doneDays: 5 },
  { name: 'Wireframes', startDay: 4, days: 6, doneDays: 6 },
  { name: 'Visual design', startDay: 9, days: 8, doneDays: 5 },
  { name: 'Front end', startDay: 14, days: 12, doneDays: 2 },
  { name: 'Testing', startDay: 24, days: 6, doneDays: 0 },
  { name: 'Launch', startDay: 30, days: 1, doneDays: 0 },
];

function formatDay(day: number): string {
  const date = new Date(projectStart);
  date.setDate(date.getDate() + day);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

export default function ProjectTimelineBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: tasks.map((task) => task.name), width: 100 }]}
      xAxis={[{ min: 0, max: 32, valueFormatter: formatDay }]}
      series={[
        // An invisible bar pushes each task to its start date.
        {
          data: tasks.map((task) => task.startDay),
          stack: 'timeline',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          label: 'Done',
          data: tasks.map((task) => task.doneDays),
          stack: 'timeline',
          valueFormatter: (value) => `${value} d`,
        },
        {
          label: 'To do',
          data: tasks.map((task) => task.days - task.doneDays),
          stack: 'timeline',
          valueFormatter: (value) => `${value} d`,
        },
      ]}
    />
  );
}
