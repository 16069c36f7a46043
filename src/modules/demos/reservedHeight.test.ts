import {createHeightMemory, TYPICAL_DEMO_HEIGHT, WIDE_LAYOUT_MIN_WIDTH} from './reservedHeight';

const grid = {name: 'BasicGrid'};
const chart = {name: 'BasicBars'};

it('reserves the height a demo had the last time it rendered at this viewport width', () => {
  const memory = createHeightMemory();
  memory.remember(grid, 1280, 452.4062);
  expect(memory.reserve(grid, 1280)).toBe(452.41);
  expect(memory.reserve(chart, 1280)).toBe(TYPICAL_DEMO_HEIGHT);
});

it('prefers the recorded height for the layout once the window has another width', () => {
  const memory = createHeightMemory();
  const hint = {wide: 400, narrow: 520};
  expect(memory.reserve(grid, 1280, hint)).toBe(400);
  expect(memory.reserve(grid, WIDE_LAYOUT_MIN_WIDTH - 1, hint)).toBe(520);
  memory.remember(grid, 1280, 410);
  expect(memory.reserve(grid, 1280, hint)).toBe(410);
  expect(memory.reserve(grid, 390, hint)).toBe(520);
  // Without a recorded height, the last one seen beats a guess.
  expect(memory.reserve(grid, 390)).toBe(410);
});

it('ignores a demo that had no height (hidden, or not laid out)', () => {
  const memory = createHeightMemory();
  memory.remember(grid, 1280, 0);
  expect(memory.reserve(grid, 1280)).toBe(TYPICAL_DEMO_HEIGHT);
});
