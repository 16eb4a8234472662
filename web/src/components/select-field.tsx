import type { ReactNode } from 'react';

/** A labelled select with one option per value; `children` are options shown before them. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  values,
  optionLabel,
  onChange,
  className = 'field',
  disabled,
  children,
}: {
  id: string;
  label: string;
  value: string;
  values: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: string) => void;
  className?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {children}
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
