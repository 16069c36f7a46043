import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 200 trees measured in a park: trunk diameter (cm) and height (m).
const trees = Array.from({ length: 200 }, (_, index) => {
  const diameter = 8 + ((index * 37) % 90);
  const spread = ((index * 53) % 11) - 5;
  return { id: index, x: diameter, y: Math.round((4 + 0.28 * diameter + spread) * 10) / 10 };
});

export default function ZoomBrushScatter() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[{ label: 'Trunk diameter (cm)', zoom: true }]}
      yAxis={[{ label: 'Height (m)', zoom: true }]}
      series={[{ data: trees, markerSize: 3, valueFormatter: (tree) => tree && `${tree.x} cm, ${tree.y} m` }]}
      zoomInteractionConfig={{
        // Drag to select an area, double-click to reset, wheel to zoom.
        zoom: ['brush', 'doubleTapReset', 'wheel'],
        // Press and hold, then drag, to pan: a plain drag now draws the selection.
        pan: ['pressAndDrag'],
      }}
      // The toolbar adds zoom-in and zoom-out buttons.
      showToolbar
    />
  );
}
