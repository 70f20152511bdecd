'use client';

import { useId } from 'react';
import { ADDRESS_WORDING, REGIONS } from '@/modules/regions';
import { describedByOf, FIELD_CONTROL_CLASS, FieldShell } from '@/ui/FieldShell';

/** The state or province of an organization's address, worded as its country words it ("State", "Province"). */
export function RegionSelect({ country, defaultValue = '', error }: { country: 'US' | 'CA'; defaultValue?: string; error?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={ADDRESS_WORDING[country].regionLabel} error={error}>
      <select
        id={id}
        name="region"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, undefined, error)}
        className={FIELD_CONTROL_CLASS}
      >
        <option value="">Choose…</option>
        {Object.entries(REGIONS[country]).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
