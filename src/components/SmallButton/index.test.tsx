import React from 'react';
import {act, render, screen} from '@testing-library/react';
import SmallButton from '.';

it('marks keyboard focus on the button and the link forms, keeping the caller’s focus handlers', () => {
  const onFocus = jest.fn();
  const onBlur = jest.fn();
  render(
    <>
      <SmallButton onFocus={onFocus} onBlur={onBlur}>
        Copy page
      </SmallButton>
      <SmallButton href="/x/introduction/">Overview</SmallButton>
    </>,
  );
  const button = screen.getByRole('button', {name: 'Copy page'});
  act(() => button.focus());
  expect(button).toHaveAttribute('data-focus-visible');
  expect(onFocus).toHaveBeenCalledTimes(1);
  act(() => button.blur());
  expect(onBlur).toHaveBeenCalledTimes(1);
  const link = screen.getByRole('link', {name: 'Overview'});
  act(() => link.focus());
  expect(link).toHaveAttribute('data-focus-visible');
});
