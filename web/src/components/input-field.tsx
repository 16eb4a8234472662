import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input: the label above, the input taking every other attribute it is given. */
export function InputField({
  id,
  label,
  className = 'field',
  ...input
}: { id: string; label: string; className?: string } & InputProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
