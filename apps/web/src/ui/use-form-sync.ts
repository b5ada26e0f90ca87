import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Saves a form into its store on every change, in the change itself: typing, a value set by
 * the form (a postcode filling the place, a breed swap) or a reset. Nothing waits for a render,
 * so what the user sees is what a reload restores (spec 000 §4 subscriptionForm, spec 001 §2.1
 * "Resuming").
 */
export function useFormSync<V extends FieldValues>(
  watch: UseFormWatch<V>,
  save: (values: V) => void,
): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const subscription = watch((values) => saveRef.current(values as V));
    return () => subscription.unsubscribe();
  }, [watch]);
}
