import {createContext, useContext, type SyntheticEvent} from 'react';

/**
 * Types on hover, the part every code block carries: the block's hover address
 * ("<page JSON>#<block hash>", from the type-hover remark plugin) in context, and the delegated
 * handler that loads the popover script on the first hover, focus, tap or key in a sample.
 */
export const TypeHoverContext = createContext<string | null>(null);
export const useTypeHover = (): string | null => useContext(TypeHoverContext);

type Popover = typeof import('./popover');
let popover: Promise<Popover> | null = null;

export function onTypeHoverEvent(
  event: SyntheticEvent<HTMLPreElement> & {key?: string; clientX?: number; clientY?: number},
) {
  const target = event.target as HTMLElement;
  const onIdentifier = !!target.closest?.('[data-thi]');
  // Keys that move between identifiers must not scroll the block.
  if (
    event.type === 'keydown' &&
    onIdentifier &&
    ['ArrowLeft', 'ArrowRight', 'Home', 'End', ' '].includes(event.key ?? '')
  ) {
    event.preventDefault();
  }
  const {type, key, clientX, clientY} = event;
  const pre = event.currentTarget;
  popover ??= import(/* webpackChunkName: "type-hover-popover" */ './popover');
  popover.then(
    (m) => m.handle({type, target, pre, key, point: clientX === undefined ? null : [clientX, clientY ?? 0]}),
    () => {
      // The sample stays plain highlighted code; the next event tries to load the script again.
      popover = null;
    },
  );
}
