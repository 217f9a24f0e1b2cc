import { useId } from 'react';

interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch: a checkbox with the switch role, so it is read as "on" or "off". Never
 * disabled while its change is saved: that would take the keyboard focus away from it.
 */
export function Switch({ label, hint, checked, onChange }: SwitchProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="settings-switch-row">
      <label className="settings-switch-label" htmlFor={id}>
        <span className="settings-switch-name">{label}</span>
        {hint ? (
          <span id={hintId} className="settings-choice-hint">
            {hint}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="settings-switch"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
