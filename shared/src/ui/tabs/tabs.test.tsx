import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two' },
  { key: 'three', label: 'Three' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Harness({ idBase, focusablePanel }: { idBase?: string; focusablePanel?: boolean }) {
  const [active, setActive] = useState<Key>('one');
  return (
    <Tabs
      tabs={TABS}
      active={active}
      onSelect={setActive}
      label="Numbers"
      idBase={idBase}
      focusablePanel={focusablePanel}
    >
      <p>Panel {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the list, selects one tab (the only tab stop) and labels the panel with it', () => {
    render(<Harness idBase="nums" />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('id', 'nums-tab-one');
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('aria-controls', 'nums-panel');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveAttribute('id', 'nums-panel');
    expect(panel).toHaveTextContent('Panel one');
    expect(panel).not.toHaveAttribute('tabindex');
  });

  it('selects a tab on click', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
  });

  it('moves with the arrows (wrapping), Home and End, selecting and focusing the tab', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
  });

  it('makes the panel a tab stop when asked', () => {
    render(<Harness focusablePanel />);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  });
});
