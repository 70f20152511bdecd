import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';

describe('createMemoryStorage', () => {
  it('behaves like Web Storage: strings in, null for missing keys, length, key order, removal and clear', () => {
    const storage = createMemoryStorage();
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('b', String(2));
    storage.setItem('a', 'one');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    expect(storage.getItem('a')).toBe('one');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('keeps separate storages apart', () => {
    const first = createMemoryStorage();
    first.setItem('k', 'v');
    expect(createMemoryStorage().getItem('k')).toBeNull();
  });
});
