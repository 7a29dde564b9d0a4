import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  /** Visible label, tied to the control with <label for> (so getByLabel finds it). */
  label: string;
  /** Error text in Korean; marks the control aria-invalid. */
  error?: string | null;
  /** Success text (e.g. '사용 가능한 아이디입니다.'). */
  success?: string | null;
  /** Hint under the control (hidden while an error or success text shows). */
  hint?: ReactNode;
  /** Right-aligned counter under the control, e.g. '12/100'. */
  counter?: string;
  /** Shows a required mark next to the label (CSS only: the label text stays exactly `label`). */
  requiredMark?: boolean;
}

function Frame({ id, label, error, success, hint, counter, requiredMark, children }: FieldFrame & { id: string; children: ReactNode }) {
  const message = error ? (
    <p className="bn-field__error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : success ? (
    <p className="bn-field__success" id={`${id}-success`} role="status">
      {success}
    </p>
  ) : hint ? (
    <p className="bn-field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className="bn-field">
      <label className={requiredMark ? 'bn-field__label bn-field__label--required' : 'bn-field__label'} htmlFor={id}>
        {label}
      </label>
      {children}
      {(message || counter) && (
        <div className="bn-field__foot">
          {message ?? <span />}
          {counter && (
            <span className="bn-field__counter" aria-hidden="true">
              {counter}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

function describedBy(id: string, { error, success, hint }: Pick<FieldFrame, 'error' | 'success' | 'hint'>): string | undefined {
  if (error) return `${id}-error`;
  if (success) return `${id}-success`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** A control shown right of the input, e.g. a '중복 확인' button. */
  action?: ReactNode;
}

/** Labelled single-line input with error/success/hint lines (spec §5 messages go in `error`). */
export function TextField({ label, error, success, hint, counter, requiredMark, action, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const control = (
    <input
      id={fieldId}
      className={['bn-field__control', className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, { error, success, hint })}
      {...input}
    />
  );
  return (
    <Frame id={fieldId} label={label} error={error} success={success} hint={hint} counter={counter} requiredMark={requiredMark}>
      {action ? (
        <div className="bn-field__row">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
    </Frame>
  );
}

export type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** Labelled multi-line input, same frame as TextField. */
export function TextAreaField({ label, error, success, hint, counter, requiredMark, id, className, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} error={error} success={success} hint={hint} counter={counter} requiredMark={requiredMark}>
      <textarea
        id={fieldId}
        className={['bn-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, success, hint })}
        {...textarea}
      />
    </Frame>
  );
}
