'use client';

import { useRouter } from 'next/navigation';
import { rememberBrowsingChoice } from './remember-choice';

/**
 * The sort menu of a listing: choosing an order loads that URL (the options are server-built links), once the choice
 * is remembered for the next listings (spec §3 browsingPreferences).
 */
export function SortSelect({ options, current }: { options: Array<{ label: string; href: string; value: string }>; current: string }) {
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">Sort by</span>
      <select
        className="rounded-md border border-black/20 bg-white px-2 py-1.5"
        value={current}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) void rememberBrowsingChoice({ sortBy: option.value }).then(() => router.push(option.href));
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
