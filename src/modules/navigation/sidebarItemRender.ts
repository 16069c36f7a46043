/**
 * Whether a sidebar item would render the same for new props. On a click to
 * another page only the sidebar's active path changes, and every visible item
 * used to render again for it; an item the reader was not on and is not going
 * to (nor any page inside it) looks the same before and after, so it can be
 * skipped. Everything else is compared by reference, as `memo` would.
 */
export function rendersAlike<Item, Props extends {item: Item; activePath: string}>(
  previous: Props,
  next: Props,
  isActive: (item: Item, activePath: string) => boolean,
): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof Props)[]);
  for (const key of keys) {
    if (key !== 'activePath' && !Object.is(previous[key], next[key])) return false;
  }
  if (previous.activePath === next.activePath) return true;
  // An active category renders its active descendant, which may be the one that changed.
  return !isActive(previous.item, previous.activePath) && !isActive(next.item, next.activePath);
}
