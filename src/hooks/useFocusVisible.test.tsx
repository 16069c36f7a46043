import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useFocusVisible} from './useFocusVisible';

function Control({onFocus}: {onFocus?: () => void}) {
  return (
    <button type="button" {...useFocusVisible<HTMLButtonElement>({onFocus})}>
      Copy
    </button>
  );
}

const nativeMatches = Element.prototype.matches;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => state});
  fireEvent(document, new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  Element.prototype.matches = nativeMatches;
  setVisibility('visible');
  jest.useRealTimers();
});

it('marks keyboard focus where the browser says :focus-visible, and runs the caller’s handler', () => {
  const onFocus = jest.fn();
  render(<Control onFocus={onFocus} />);
  const button = screen.getByRole('button');
  // jsdom's :focus-visible matches any focused element, as a browser does after Tab.
  act(() => button.focus());
  expect(button).toHaveAttribute('data-focus-visible');
  expect(onFocus).toHaveBeenCalledTimes(1);
  act(() => button.blur());
  expect(button).not.toHaveAttribute('data-focus-visible');
});

describe('in a browser without :focus-visible', () => {
  beforeEach(() => {
    Element.prototype.matches = function matches(this: Element, selector: string) {
      if (selector.includes(':focus-visible')) throw new SyntaxError(`'${selector}' is not a valid selector`);
      return nativeMatches.call(this, selector);
    };
  });

  function keyboardFocusThenPointer() {
    render(<Control />);
    const button = screen.getByRole('button');
    fireEvent.keyDown(document.body, {key: 'Tab'});
    act(() => button.focus());
    expect(button).toHaveAttribute('data-focus-visible');
    // A pointer press elsewhere in the page: the modality is now the pointer's.
    fireEvent.pointerDown(document.body);
    return button;
  }

  it('restores the ring after a window switch within 100 ms of the blur', () => {
    const button = keyboardFocusThenPointer();
    act(() => button.blur());
    act(() => jest.advanceTimersByTime(99));
    setVisibility('hidden');
    setVisibility('visible');
    act(() => button.focus());
    expect(button).toHaveAttribute('data-focus-visible');
  });

  it('treats a blur not followed by a window switch within 100 ms as a plain focus change', () => {
    const button = keyboardFocusThenPointer();
    act(() => button.blur());
    act(() => jest.advanceTimersByTime(100));
    setVisibility('hidden');
    setVisibility('visible');
    act(() => button.focus());
    expect(button).not.toHaveAttribute('data-focus-visible');
  });

  it('shows no ring on focus by pointer', () => {
    render(<Control />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    act(() => button.focus());
    expect(button).not.toHaveAttribute('data-focus-visible');
  });
});
