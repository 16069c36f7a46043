import React from 'react';
import {renderHook} from '@testing-library/react';
import {AdProvider, useAdConfig, type AdConfig} from './adConfig';

function renderConfig(config?: Partial<AdConfig>) {
  return renderHook(() => useAdConfig(), {wrapper: ({children}) => <AdProvider config={config}>{children}</AdProvider>}).result.current;
}

it('throws a clear error outside its provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useAdConfig())).toThrow(
    'Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>',
  );
});

it('defaults to sampling 10% of display events, sent after 2.5 s', () => {
  expect(renderConfig()).toEqual({GADisplayRatio: 0.1, displayEventDelayMs: 2500});
});

it('lets the provider override each value, keeping the default of the others', () => {
  expect(renderConfig({GADisplayRatio: 1})).toEqual({GADisplayRatio: 1, displayEventDelayMs: 2500});
  expect(renderConfig({GADisplayRatio: 0.5, displayEventDelayMs: 0})).toEqual({GADisplayRatio: 0.5, displayEventDelayMs: 0});
});
