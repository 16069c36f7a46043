import {render, screen} from '@testing-library/react';

jest.mock('@generated/i18n', () => ({__esModule: true, default: {currentLocale: 'zh', defaultLocale: 'en'}}));
jest.mock('@generated/codeTranslations', () => ({__esModule: true, default: {'feedback.yes': '是'}}));

// Imported after the mocks so the module reads the zh locale.
import Translate, {translate} from './Translate';

describe('the Translate stand-in', () => {
  it('shows the translation when the locale has one, without a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Translate id="feedback.yes">Yes</Translate>);
    expect(screen.getByText('是')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the English text for a missing key and warns once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Translate id="feedback.no">No</Translate>);
    expect(translate({id: 'feedback.no', message: 'No'})).toBe('No');
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(warn.mock.calls).toEqual([['Missing translation for zh:feedback.no']]);
  });

  it('keys strings without an id by their message, and interpolates values', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate({message: 'Page {n}'}, {n: 3})).toBe('Page 3');
    expect(warn.mock.calls).toEqual([['Missing translation for zh:Page {n}']]);
  });
});
