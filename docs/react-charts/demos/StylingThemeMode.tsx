import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { mangoFusionPalette } from '@mui/x-charts/colorPalettes';
// Adds the chart components to the theme's TypeScript types.
import type {} from '@mui/x-charts/themeAugmentation';

function makeTheme(mode: 'light' | 'dark') {
  return createTheme({
    palette: { mode },
    components: {
      // Default props for every BarChart under this theme.
      MuiBarChart: { defaultProps: { colors: mangoFusionPalette, borderRadius: 4 } },
      // Styles for every axis.
      MuiChartsAxis: {
        styleOverrides: { root: { [`& .${axisClasses.line}`]: { strokeWidth: 2 } } },
      },
    },
  });
}

const cities = ['Berlin', 'Madrid', 'Rome', 'Paris'];

export default function StylingThemeMode() {
  const [dark, setDark] = React.useState(false);
  const theme = React.useMemo(() => makeTheme(dark ? 'dark' : 'light'), [dark]);

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControlLabel
          control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />}
          label="Dark mode"
        />
        {/* Hotel nights sold, in millions. */}
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: cities }]}
          series={[
            { label: '2023', data: [33.1, 30.4, 28.9, 49.6] },
            { label: '2024', data: [34.2, 32.8, 31.5, 51.2] },
            { label: '2025', data: [35.0, 34.1, 33.6, 50.4] },
          ]}
        />
      </Paper>
    </ThemeProvider>
  );
}
