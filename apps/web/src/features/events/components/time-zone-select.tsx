import { useMemo } from 'react';
import { timeZoneGroups } from '../utils/time-zone-options.ts';
import type { ControlProps } from '../../../shared/forms/form-field.tsx';

interface TimeZoneSelectProps extends ControlProps {
  value: string;
  /** The viewer's own zone: always listed, even when it is an alias the list leaves out. */
  viewerZone: string;
  onChange: (timeZone: string) => void;
}

/** Every IANA zone, grouped by region, each with its current offset: "Rome (GMT+2)". */
export function TimeZoneSelect({ value, viewerZone, onChange, ...control }: TimeZoneSelectProps) {
  const groups = useMemo(() => timeZoneGroups([viewerZone, value]), [viewerZone, value]);
  return (
    <select
      {...control}
      className="input event-time-zone"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {groups.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
