import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import SmallButton from '.';

it('is a button by default, with its icons around the label and the attributes it is given', () => {
  const onClick = jest.fn();
  render(
    <SmallButton variant="contained" startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />} aria-pressed onClick={onClick} disabled={false}>
      Yes
    </SmallButton>,
  );
  const button = screen.getByRole('button', {name: 'Yes'});
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button.className).toMatch(/root/);
  expect(button.className).toMatch(/contained/);
  expect(button.className).toMatch(/primary/);
  expect(button.firstElementChild).toContainElement(screen.getByTestId('start'));
  expect(screen.getByTestId('end').parentElement?.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('is a link when given an href, and takes the error colour', () => {
  render(
    <SmallButton variant="text" color="error" href="/x/introduction.md">
      View as Markdown
    </SmallButton>,
  );
  const link = screen.getByRole('link', {name: 'View as Markdown'});
  expect(link).toHaveAttribute('href', '/x/introduction.md');
  expect(link.className).toMatch(/text/);
  expect(link.className).toMatch(/error/);
});
