import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Saves the form into the draft on every change (spec 001 §2.1 "Resuming"). */
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
