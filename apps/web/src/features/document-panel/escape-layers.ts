const OPEN_LAYERS = '.mantine-Popover-dropdown, [aria-modal="true"], [data-escape-layer]';

/**
 * What takes Escape before the document window: an open dropdown, menu, popover or date picker
 * (Mantine closes it), a modal dialog (the confirmation, the move dialog), or a layer that marks
 * itself with `data-escape-layer` (the full-screen map). Checked in the capture phase, before any
 * of them has reacted, so the open state read is the one the key was pressed in. Closed dropdowns
 * that Mantine keeps in the page are hidden, and do not count.
 */
export function isEscapeTakenElsewhere(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  if (element?.closest('[aria-expanded="true"], [data-mantine-stop-propagation="true"]')) return true;
  return [...document.querySelectorAll(OPEN_LAYERS)].some((layer) => getComputedStyle(layer).display !== 'none');
}
