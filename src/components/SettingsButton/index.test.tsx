import React from 'react';
import {act, render, screen} from '@testing-library/react';
import SettingsButton from '.';

it('marks keyboard focus on the settings button', () => {
  render(<SettingsButton />);
  const button = screen.getByRole('button', {name: 'Settings'});
  act(() => button.focus());
  expect(button).toHaveAttribute('data-focus-visible');
});
