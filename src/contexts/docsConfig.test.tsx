import React from 'react';
import {renderHook} from '@testing-library/react';
import {DocsConfigProvider, useDocsConfig} from './docsConfig';

it('gives the config inside its provider', () => {
  const value = {version: '8.0.0-alpha.6', language: 'zh', defaultLanguage: 'en'};
  const {result} = renderHook(() => useDocsConfig(), {
    wrapper: ({children}) => <DocsConfigProvider value={value}>{children}</DocsConfigProvider>,
  });
  expect(result.current).toBe(value);
});

it('throws a clear error outside its provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useDocsConfig())).toThrow(/wrap the component in <DocsConfigProvider>/);
});
