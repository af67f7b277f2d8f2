import { type Dispatch, type SetStateAction, useRef, useState } from "react";

/** Messages by field: at most one per field, absent when the field is valid. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** What {@link useForm} returns: a form's values, errors, touched fields and submission. */
export interface FormState<V, F extends string> {
  values: V;
  /** The inline message of each failing field. */
  errors: FormErrors<F>;
  /** Fields the shopper has edited (or left, through `touch`). */
  touched: Partial<Record<F, boolean>>;
  /** The last failure of the submission (the gateway's message), shown above the button. */
  formError: string | null;
  /** True while the submission runs. */
  pending: boolean;
  /** Replaces values without touching errors (fills from a paste, WeChat, a reset after success). */
  setValues: Dispatch<SetStateAction<V>>;
  /**
   * The shopper edited `key`: sets it, marks `field` touched and clears its message and the form's
   * (`field` defaults to `key`; several keys may share one field, e.g. province/city → region).
   */
  setField: <K extends keyof V>(key: K, value: V[K], field?: F) => void;
  /** Sets every message at once (the result of validating in field order). */
  setErrors: Dispatch<SetStateAction<FormErrors<F>>>;
  /** Clears one field's message, leaving the form's. */
  clearError: (field: F) => void;
  setFormError: (message: string | null) => void;
  /** Marks a field touched (on blur). */
  touch: (field: F) => void;
  /**
   * Runs `task` with the current values unless a submission is already running (two clicks in
   * one frame fire one call): `pending` while it runs, the form's message cleared first. A
   * rejection's message comes from `onError` (null shows none). Resolves true on success.
   */
  submit: (task: (values: V) => Promise<void> | void, onError?: (error: unknown) => string | null) => Promise<boolean>;
}

/**
 * The state every form of the store keeps: values, per-field messages, touched fields, the form's
 * message and the pending submission. Validation stays with the form (the rules of
 * `@xunlan/validation` and the field order of spec §5); this hook holds what it decides.
 */
export function useForm<V, F extends string = Extract<keyof V, string>>(initialValues: V | (() => V)): FormState<V, F> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A synchronous guard: state updates land only after the event.
  const running = useRef(false);

  const clearError = (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const touch = (field: F) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const setField = <K extends keyof V>(key: K, value: V[K], field: F = key as unknown as F) => {
    setValues((current) => ({ ...current, [key]: value }));
    touch(field);
    clearError(field);
    setFormError(null);
  };

  const submit = async (task: (values: V) => Promise<void> | void, onError?: (error: unknown) => string | null) => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setFormError(null);
    try {
      await task(values);
      return true;
    } catch (error) {
      setFormError(onError ? onError(error) : null);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { values, errors, touched, formError, pending, setValues, setField, setErrors, clearError, setFormError, touch, submit };
}
