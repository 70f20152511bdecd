/** Test support: browser tabs sharing one local storage (unit tests run in Node, without a DOM). */
import { createMemoryStorage } from './memory-storage';

/** A `storage` event as the browser fires it in the other tabs (Node has no StorageEvent). */
export function storageEvent(init: { key: string | null; newValue: string | null; storageArea: Storage }): Event {
  return Object.assign(new Event('storage'), init);
}

export interface BrowserTab {
  /** This tab's `localStorage`: its own object over the storage all tabs share. */
  storage: Storage;
  /** This tab's window, where `storage` events arrive. */
  window: EventTarget;
}

/**
 * Tabs of one browser: a write that changes a value fires a `storage` event in every other tab, never in the writer,
 * and writing the same value again fires nothing (Web Storage semantics).
 */
export function browserTabs(count: number): { tabs: BrowserTab[]; eventsFired: () => number } {
  const shared = createMemoryStorage();
  let fired = 0;
  const tabs: BrowserTab[] = [];
  for (let index = 0; index < count; index += 1) {
    const storage: Storage = {
      get length() {
        return shared.length;
      },
      key: (position: number) => shared.key(position),
      getItem: (key: string) => shared.getItem(key),
      setItem: (key: string, value: string) => {
        const oldValue = shared.getItem(key);
        shared.setItem(key, value);
        if (oldValue === value) return;
        for (const other of tabs) {
          if (other.storage === storage) continue;
          fired += 1;
          other.window.dispatchEvent(storageEvent({ key, newValue: value, storageArea: other.storage }));
        }
      },
      removeItem: (key: string) => shared.removeItem(key),
      clear: () => shared.clear(),
    };
    tabs.push({ storage, window: new EventTarget() });
  }
  return { tabs, eventsFired: () => fired };
}
