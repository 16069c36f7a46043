import {render, waitFor} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {HelmetProvider} from 'react-helmet-async';
import OnepirateFonts from '.';

const customFields = {fontHost: 'http://127.0.0.1:9000'};
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({siteConfig: {customFields}})}));

function renderAt(path: string) {
  render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[path]}>
        <OnepirateFonts />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

function fontLinks(): string[] {
  return [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '').filter((href) => href.includes('Work+Sans'));
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('loads the Onepirate fonts on its pages, Chinese ones included', async () => {
  renderAt('/zh/x/onepirate/sign-in/');
  await waitFor(() => expect(fontLinks()).toEqual(['http://127.0.0.1:9000/css2?family=Roboto+Condensed:wght@700&family=Work+Sans:wght@300;400&display=swap']));
});

it('loads nothing elsewhere', async () => {
  renderAt('/x/react-data-grid/');
  // Helmet applies changes on the next animation frame: give it several.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(fontLinks()).toEqual([]);
});
