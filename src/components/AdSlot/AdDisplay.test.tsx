import React from 'react';
import {act, render} from '@testing-library/react';
import AdDisplay from './AdDisplay';

const ad = {link: '/x/', img: '/x/img/ads/pro.svg', name: 'pro', poweredby: 'MUI', label: 'in-house-pro'};

jest.mock('@site/src/modules/ads/sanitize', () => {
  const actual = jest.requireActual('@site/src/modules/ads/sanitize');
  return {...actual, sanitizeAdHtml: jest.fn(actual.sanitizeAdHtml)};
});
const {sanitizeAdHtml} = jest.requireMock('@site/src/modules/ads/sanitize') as {sanitizeAdHtml: jest.Mock};

it('renders text with emphasis as it is, at once and without the sanitiser', async () => {
  const {container} = render(<AdDisplay ad={{...ad, description: '<b>MUI X Pro</b> unlocks the Pro Data Grid.'}} shape="image" />);
  expect(container.querySelector('b')?.textContent).toBe('MUI X Pro');
  await act(async () => {});
  expect(sanitizeAdHtml).not.toHaveBeenCalled();
});

it('shows any other HTML as plain text until DOMPurify has sanitised it', async () => {
  const description = '<strong>Acme</strong> - <a href="https://acme.example/">read</a><img src=x onerror="window.__adXss=1">';
  const {container} = render(<AdDisplay ad={{...ad, description}} shape="inline" />);
  const text = container.querySelector('[class*=description]')!;
  expect(text.innerHTML).toBe('Acme - read');
  await act(async () => {});
  expect(sanitizeAdHtml).toHaveBeenCalledWith(description);
  expect(text.querySelector('strong')?.textContent).toBe('Acme');
  expect(text.querySelector('a')?.getAttribute('rel')).toBe('noopener sponsored');
  expect(text.querySelector('img')).toBeNull();
});
