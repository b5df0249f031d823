import { useEffect, useState, useSyncExternalStore } from 'react';
import { UploadQueue } from './upload-queue';

/** An UploadQueue for the life of a dialog, its items as React state; uploads stop when it goes. */
export function useUploadQueue() {
  const [queue, setQueue] = useState(() => new UploadQueue());
  const items = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.snapshot(),
  );
  useEffect(() => () => queue.cancel(), [queue]);
  return { queue, items, reset: () => setQueue(new UploadQueue()) };
}
