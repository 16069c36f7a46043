import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Electricity generated in a small grid over one day, in MWh.
const data = {
  nodes: [
    { id: 'Solar', color: '#f4b400' },
    { id: 'Wind', color: '#4285f4' },
    { id: 'Gas', color: '#9e9e9e' },
  ],
  links: [
    { source: 'Solar', target: 'Homes', value: 120 },
    { source: 'Solar', target: 'Industry', value: 60 },
    { source: 'Wind', target: 'Homes', value: 90 },
    { source: 'Wind', target: 'Industry', value: 150 },
    { source: 'Wind', target: 'Storage', value: 40 },
    { source: 'Gas', target: 'Industry', value: 110 },
    { source: 'Gas', target: 'Homes', value: 30 },
  ],
};

export default function EnergyFlowSankey() {
  const [selected, setSelected] = useState('Click a node or a link');

  return (
    <Stack spacing={1}>
      <SankeyChart
        height={320}
        series={{
          data,
          nodeOptions: { width: 12, padding: 16, highlight: 'links', fade: 'global' },
          linkOptions: { color: 'source', opacity: 0.5, showValues: true, highlight: 'nodes', fade: 'global' },
          valueFormatter: (value) => `${value} MWh`,
        }}
        onNodeClick={(_, { nodeId, node }) => setSelected(`${nodeId}: ${node.value} MWh in total`)}
        onLinkClick={(_, { sourceId, targetId, link }) => setSelected(`${sourceId} → ${targetId}: ${link.value} MWh`)}
      />
      <Typography variant="body2">{selected}</Typography>
    </Stack>
  );
}
