import React from 'react';
import {render} from '@testing-library/react';
import {AdErrorBoundary} from './AdErrorBoundary';

function BrokenAd(): React.ReactNode {
  throw new Error('bad ad record');
}

it('hides a crashing ad and reports the crash with its label, keeping the page', () => {
  const gtag = jest.fn();
  (window as unknown as {gtag: jest.Mock}).gtag = gtag;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const {container} = render(
    <div>
      <p>Page text</p>
      <span data-testid="slot">
        <AdErrorBoundary eventLabel="in-house-body-top-image">
          <BrokenAd />
        </AdErrorBoundary>
      </span>
    </div>,
  );
  expect(container.querySelector('p')!.textContent).toBe('Page text');
  expect(container.querySelector('[data-testid="slot"]')!.childElementCount).toBe(0);
  expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'crash', eventLabel: 'in-house-body-top-image'});
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('bad ad record'), expect.anything());
});

it("reports a crash without a label as the string 'null'", () => {
  const gtag = jest.fn();
  (window as unknown as {gtag: jest.Mock}).gtag = gtag;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <AdErrorBoundary eventLabel={null}>
      <BrokenAd />
    </AdErrorBoundary>,
  );
  expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'crash', eventLabel: 'null'});
});
