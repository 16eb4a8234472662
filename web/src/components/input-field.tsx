import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input: the label above, the input taking every other attribute it is given, and `children`
 * (a hint the input is described by) below it. */
export function InputField({
  id,
  label,
  className = 'field',
  children,
  ...input
}: { id: string; label: string; className?: string; children?: ReactNode } & InputProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {children}
    </div>
  );
}
