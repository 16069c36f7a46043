import {render, screen} from '@testing-library/react';
import Playground from './playground.template';

it('renders a grid on its own, without the docs shell', async () => {
  render(<Playground />);
  expect(screen.getByRole('heading', {name: 'Playground'})).toBeInTheDocument();
  expect(await screen.findByRole('grid')).toBeInTheDocument();
  expect(document.querySelector('.navbar, .theme-doc-sidebar-container')).toBeNull();
});
