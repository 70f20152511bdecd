'use client';

import { useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { moveItem } from '../list-rules';

interface OrderedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  items: T[];
  keyOf: (item: T) => string;
  /** How a row is named in its controls ("Position of …", "Move … up"). */
  nameOf: (item: T) => string;
  headers: string[];
  cells: (item: T) => ReactNode[];
  actions?: (item: T) => ReactNode;
  onReorder: (items: T[]) => void;
}

/**
 * A table whose rows staff put in order three ways: dragging a row, typing its new position (Enter or leaving the field
 * moves it), or its move up/down buttons for the keyboard. The order stays local until the caller saves it.
 */
export function OrderedTable<T>({ label, items, keyOf, nameOf, headers, cells, actions, onReorder }: OrderedTableProps<T>) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    const moved = items[from]!;
    onReorder(next);
    setAnnouncement(`${nameOf(moved)} moved to position ${next.indexOf(moved) + 1} of ${next.length}.`);
  };

  const commitDraft = (key: string, from: number) => {
    const typed = drafts[key];
    if (typed === undefined) return;
    setDrafts(({ [key]: _done, ...rest }) => rest);
    const position = Number(typed);
    if (Number.isInteger(position) && position >= 1) move(from, Math.min(position, items.length) - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, key: string, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitDraft(key, index);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = items.findIndex((item) => keyOf(item) === (dragged ?? event.dataTransfer.getData('text/plain')));
    setDragged(null);
    if (from >= 0) move(from, index);
  };

  return (
    <>
      <table className="mt-3 w-full text-left text-sm" aria-label={label}>
        <thead>
          <tr className="border-b">
            <th className="w-24 py-2">Position</th>
            {headers.map((header) => (
              <th key={header}>{header}</th>
            ))}
            <th>Move</th>
            {actions && (
              <th>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const key = keyOf(item);
            const name = nameOf(item);
            return (
              <tr
                key={key}
                draggable
                data-testid="ordered-row"
                data-key={key}
                onDragStart={(event) => {
                  setDragged(key);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', key);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => onDrop(event, index)}
                className={`border-b border-black/10 ${dragged === key ? 'opacity-50' : ''} cursor-move`}
              >
                <td className="py-2">
                  <span aria-hidden="true" className="mr-2 select-none text-muted">
                    ⠿
                  </span>
                  <input
                    type="number"
                    min={1}
                    max={items.length}
                    aria-label={`Position of ${name}`}
                    value={drafts[key] ?? String(index + 1)}
                    onChange={(event) => setDrafts({ ...drafts, [key]: event.target.value })}
                    onKeyDown={(event) => onKeyDown(event, key, index)}
                    onBlur={() => commitDraft(key, index)}
                    className="w-14 rounded-md border border-black/20 px-2 py-1"
                  />
                </td>
                {cells(item).map((cell, column) => (
                  <td key={headers[column] ?? column}>{cell}</td>
                ))}
                <td className="whitespace-nowrap">
                  <button
                    type="button"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={`Move ${name} up`}
                    className="rounded border border-black/20 px-2 py-0.5 disabled:opacity-40"
                  >
                    ↑
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() => move(index, index + 1)}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${name} down`}
                    className="rounded border border-black/20 px-2 py-0.5 disabled:opacity-40"
                  >
                    ↓
                  </button>
                </td>
                {actions && <td className="whitespace-nowrap">{actions(item)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
