import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const PARAM = 'gridFilter';

const books = [
  { id: 1, title: 'Piranesi', author: 'Susanna Clarke', genre: 'Fantasy', pages: 272 },
  { id: 2, title: 'The Overstory', author: 'Richard Powers', genre: 'Literary', pages: 512 },
  { id: 3, title: 'Project Hail Mary', author: 'Andy Weir', genre: 'Science fiction', pages: 496 },
  { id: 4, title: 'Circe', author: 'Madeline Miller', genre: 'Fantasy', pages: 400 },
  { id: 5, title: 'Klara and the Sun', author: 'Kazuo Ishiguro', genre: 'Science fiction', pages: 320 },
  { id: 6, title: 'Homegoing', author: 'Yaa Gyasi', genre: 'Literary', pages: 320 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

function readFilterFromUrl(): GridFilterModel | null {
  if (typeof window === 'undefined') {
    return null; // Server-side rendering: there is no URL to read.
  }
  const raw = new URLSearchParams(window.location.search).get(PARAM);
  try {
    return raw ? (JSON.parse(raw) as GridFilterModel) : null;
  } catch {
    return null; // A hand-edited or truncated URL: ignore it.
  }
}

function writeFilterToUrl(model: GridFilterModel) {
  const url = new URL(window.location.href);
  const hasFilter = model.items.length > 0 || (model.quickFilterValues ?? []).length > 0;
  if (hasFilter) {
    url.searchParams.set(PARAM, JSON.stringify(model));
  } else {
    url.searchParams.delete(PARAM);
  }
  // Replace, not push: filtering should not fill the Back button's history.
  window.history.replaceState(window.history.state, '', url);
}

export default function FilteringRecipeUrlSync() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const [ready, setReady] = useState(false);

  // Read the URL after the first render, so server and browser render the same grid.
  useEffect(() => {
    const fromUrl = readFilterFromUrl();
    if (fromUrl) {
      setFilterModel(fromUrl);
    }
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready) {
      writeFilterToUrl(filterModel);
    }
  }, [filterModel, ready]);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
      />
    </div>
  );
}
