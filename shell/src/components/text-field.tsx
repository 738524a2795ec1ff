import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled text input. */
export function TextField({ label, value, onValueChange, className, ...rest }: Props) {
  const id = useId();
  return (
    <div className={`text-field ${className ?? ''}`.trim()}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-field__input"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...rest}
      />
    </div>
  );
}
