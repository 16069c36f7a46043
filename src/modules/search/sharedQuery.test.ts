import {restoredSearch} from './sharedQuery';

it('puts back the query a shared link arrived with once the page has dropped it', () => {
  expect(restoredSearch('?q=row+grouping', '')).toBe('?q=row+grouping');
  expect(new URLSearchParams(restoredSearch('?q=%E8%A1%8C%E5%88%86%E7%BB%84', '')!).get('q')).toBe('行分组');
});

it('keeps the other parameters the URL has now', () => {
  expect(new URLSearchParams(restoredSearch('?q=export&ctx=x', '?ctx=x')!).toString()).toBe('ctx=x&q=export');
});

it('leaves the URL alone when it still has a query, or the link had none', () => {
  expect(restoredSearch('?q=export', '?q=export')).toBeNull();
  // The reader has typed another query since: theirs wins.
  expect(restoredSearch('?q=export', '?q=pivot')).toBeNull();
  expect(restoredSearch('', '')).toBeNull();
  expect(restoredSearch('?q=', '')).toBeNull();
});

it('takes a malformed or hostile query as text, never throwing', () => {
  expect(new URLSearchParams(restoredSearch('?q=%E0%A4%A', '')!).get('q')).toBe('\uFFFD%A');
  expect(new URLSearchParams(restoredSearch(`?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, '')!).get('q')).toBe('<img src=x onerror=alert(1)>');
});
