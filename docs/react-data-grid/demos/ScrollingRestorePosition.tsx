import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const authors = ['Ada Okafor', 'Bruno Costa', 'Chen Wei', 'Dana Levi', 'Emil Novak', 'Farah Haddad'];
const subjects = ['Rivers', 'Glass', 'Lanterns', 'Orchards', 'Harbours', 'Winter'];
const rows: Book[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  title: `${subjects[index % subjects.length]} of the ${['North', 'South', 'East', 'West'][index % 4]}, vol. ${Math.floor(index / 24) + 1}`,
  author: authors[(index * 5) % authors.length],
  year: 1950 + ((index * 13) % 74),
}));

const columns: GridColDef<Book>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
];

export default function ScrollingRestorePosition() {
  const apiRef = useGridApiRef();
  const [tab, setTab] = useState(0);
  const [saved, setSaved] = useState({ top: 0, left: 0 });

  const changeTab = (_event: SyntheticEvent, next: number) => {
    // Read the position while the grid is still mounted.
    if (tab === 0 && apiRef.current) {
      setSaved(apiRef.current.getScrollPosition());
    }
    setTab(next);
  };

  return (
    <Box>
      <Tabs value={tab} onChange={changeTab}>
        <Tab label="Catalogue" />
        <Tab label="Notes" />
      </Tabs>
      <Box sx={{ height: 360, pt: 1 }}>
        {tab === 0 ? (
          // `initialState` is read once, when the grid mounts.
          <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={{ scroll: saved }} />
        ) : (
          <Typography variant="body2">
            The catalogue grid is unmounted. It was scrolled {Math.round(saved.top)} px down; go back to
            the first tab and it opens at the same place.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
