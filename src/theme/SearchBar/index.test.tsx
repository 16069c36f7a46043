import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import SearchBar from '.';

// The real search box's chunk: failing while `mockChunk.fails`, as a dropped connection or a replaced deploy makes it.
const mockChunk = {fails: true, loads: 0};
jest.mock('@theme-original/SearchBar', () => {
  mockChunk.loads += 1;
  if (mockChunk.fails) throw new Error('Loading chunk search-bar failed.');
  return {__esModule: true, default: () => <input className="navbar__search-input" aria-label="Real search" />};
});

it('tries the chunk again after a failed load, keeping what the reader typed', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <SearchBar />
    </MemoryRouter>,
  );
  const placeholder = screen.getByRole('textbox', {name: 'Search'});
  fireEvent.focus(placeholder);
  fireEvent.change(placeholder, {target: {value: 'row grouping'}});
  await waitFor(() => expect(logged).toHaveBeenCalledWith('The search box could not be loaded:', expect.any(Error)));
  expect(screen.getByRole('textbox', {name: 'Search'})).toHaveValue('row grouping');

  // Focusing the box again tries again (still failing here).
  fireEvent.blur(placeholder);
  fireEvent.focus(placeholder);
  await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
  expect(mockChunk.loads).toBe(2);

  // So does a click on the box that kept the focus; this time the chunk loads.
  mockChunk.fails = false;
  fireEvent.click(placeholder);
  const realBox = await screen.findByRole('textbox', {name: 'Real search'});
  expect(mockChunk.loads).toBe(3);
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  expect(realBox).toHaveValue('row grouping');
});
