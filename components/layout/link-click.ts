/** What of a click says where a link opens: React's click or the browser's own (a listener). */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A modifier key or another button opens the link elsewhere (a new tab, a new window). */
export function opensElsewhere(event: LinkClick): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
