// The chosen list's tab is scrolled into view, e.g. a list just joined, the last one in the strip.
import { expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ListTabs } from './list-tabs';

const lists = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
  id,
  name: `List ${id}`,
  memberIds: ['u1'],
  createdBy: 'u1',
}));

it('scrolls the selected tab into view when the selection changes', async () => {
  const scrolled: string[] = [];
  // jsdom does not lay out, so it has no scrollIntoView: record the calls instead.
  HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this.id);
  };
  const { rerender } = await renderWithApp(
    <ListTabs lists={lists as never} labels={new Map()} activeId="a" onSelect={() => {}} />,
  );
  expect(scrolled).toEqual(['list-tab-a']);
  rerender(<ListTabs lists={lists as never} labels={new Map()} activeId="e" onSelect={() => {}} />);
  expect(scrolled).toEqual(['list-tab-a', 'list-tab-e']);
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});
