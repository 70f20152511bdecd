import { REHYDRATE } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { PERSIST_STORAGE_KEY } from './constants';
import { syncAcrossTabs } from './cross-tab';
import { createMemoryStorage } from './memory-storage';
import { storageEvent } from './browser-tabs.fixture';

function listening(readPersisted: () => Promise<{ _persist: { version: number; rehydrated: boolean } } | undefined>) {
  const storageArea = createMemoryStorage();
  const events = new EventTarget();
  const dispatch = vi.fn();
  const stop = syncAcrossTabs({ storageArea, events, readPersisted, dispatch });
  return { storageArea, events, dispatch, stop };
}

const persisted = { customer: { customerId: 'c-1' }, _persist: { version: -1, rehydrated: true } };

describe('syncAcrossTabs', () => {
  it('rehydrates the shop’s key from storage when another tab writes it', async () => {
    const { storageArea, events, dispatch } = listening(async () => persisted);
    events.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{}', storageArea }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: REHYDRATE, key: 'nextjs', payload: persisted }));
  });

  it('ignores other keys, other storage areas and removals', async () => {
    const readPersisted = vi.fn(async () => persisted);
    const { storageArea, events, dispatch } = listening(readPersisted);
    events.dispatchEvent(storageEvent({ key: 'persist:other', newValue: '{}', storageArea }));
    events.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{}', storageArea: createMemoryStorage() }));
    events.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: null, storageArea }));
    events.dispatchEvent(storageEvent({ key: null, newValue: null, storageArea }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readPersisted).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('keeps this tab’s state when storage is unreadable or of another cart version', async () => {
    const unreadable = listening(() => Promise.reject(new SyntaxError('Unexpected token')));
    unreadable.events.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{', storageArea: unreadable.storageArea }));
    const discarded = listening(async () => undefined);
    discarded.events.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{}', storageArea: discarded.storageArea }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unreadable.dispatch).not.toHaveBeenCalled();
    expect(discarded.dispatch).not.toHaveBeenCalled();
  });

  it('stops listening when asked', async () => {
    const { storageArea, events, dispatch, stop } = listening(async () => persisted);
    stop();
    events.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{}', storageArea }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dispatch).not.toHaveBeenCalled();
  });
});
