import { describe, expect, it, vi } from 'vitest';
import { createFormStore, emptyForm, SUBSCRIPTION_FORM_KEY } from './subscription-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('subscription form store (spec 000 §3.1, §4)', () => {
  it('starts fresh with the defaults of the spec', () => {
    const store = createFormStore(memoryStorage());
    expect(store.hasStored()).toBe(false);
    expect(store.get()).toMatchObject({
      business_line: 'dog',
      animal_race_type: 'pure',
      min_price: 4.7,
      deductible: 1000,
      cover_diseases: false,
      cover_prevention: false,
      payment_mode: 'yearly',
      payment_method: 'invoice',
      partner_key: 'alpaws',
      referrer_key: 'alpaws',
      country: 'CH',
      reached_step: 1,
    });
  });

  it('saves every change under subscriptionForm and restores it on reload', () => {
    const storage = memoryStorage();
    const store = createFormStore(storage);
    store.update({ animal_name: 'Rex', first_name: 'Anna', reached_step: 4, user_token: 'token' });
    expect(JSON.parse(storage.getItem(SUBSCRIPTION_FORM_KEY) ?? '{}')).toMatchObject({
      animal_name: 'Rex',
      first_name: 'Anna',
    });
    const reloaded = createFormStore(storage);
    expect(reloaded.hasStored()).toBe(true);
    expect(reloaded.get()).toEqual(store.get());
  });

  it('fills fields missing from an older stored form with the defaults', () => {
    const storage = memoryStorage({
      [SUBSCRIPTION_FORM_KEY]: JSON.stringify({ business_line: 'cat', animal_name: 'Mina' }),
    });
    expect(createFormStore(storage).get()).toEqual({
      ...emptyForm('cat'),
      animal_name: 'Mina',
    });
  });

  it('ignores a stored form that cannot be read', () => {
    const storage = memoryStorage({ [SUBSCRIPTION_FORM_KEY]: '{not json' });
    const store = createFormStore(storage);
    expect(store.hasStored()).toBe(false);
    expect(store.get()).toEqual(emptyForm());
  });

  it('resets for a new animal, keeping the owner only when asked', () => {
    const store = createFormStore(memoryStorage());
    store.update({ animal_name: 'Rex', first_name: 'Anna', city: 'Lausanne', user_token: 't' });
    store.reset('cat', { keepOwner: true, keys: { partner_key: 'generali' } });
    expect(store.get()).toMatchObject({
      business_line: 'cat',
      animal_name: '',
      min_price: 4.9,
      first_name: 'Anna',
      city: 'Lausanne',
      partner_key: 'generali',
    });
    expect(store.get().user_token).toBeUndefined();
    store.reset('dog');
    expect(store.get().first_name).toBe('');
  });

  it('tells the subscribers of every change', () => {
    const store = createFormStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update({ animal_name: 'Rex' });
    unsubscribe();
    store.update({ animal_name: 'Max' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells nobody of a change that changes no answer, but keeps a fresh form once (issue 14)', () => {
    const storage = memoryStorage();
    const store = createFormStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    // an arrival's entry on a fresh start: the same answers, in another order
    const { partner_key, ...rest } = emptyForm('dog');
    store.reset('dog', { keys: { referrer_key: rest.referrer_key, partner_key } });
    store.update({ deductible: before.deductible });
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);
    expect(store.hasStored()).toBe(true);
    expect(JSON.parse(storage.getItem(SUBSCRIPTION_FORM_KEY) ?? '{}')).toEqual(before);
    // kept once: a same-answer update does not write again
    storage.setItem(SUBSCRIPTION_FORM_KEY, 'written by another tab');
    store.update({ animal_name: '' });
    expect(storage.getItem(SUBSCRIPTION_FORM_KEY)).toBe('written by another tab');
    // a real change is told and kept
    store.update({ animal_name: 'Rex' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    expect(JSON.parse(storage.getItem(SUBSCRIPTION_FORM_KEY) ?? '{}').animal_name).toBe('Rex');
  });

  it("reads an update's own answers: an equal coupon is no change, a new value of one field is", () => {
    const store = createFormStore(memoryStorage());
    const coupon = { code: 'WELCOME', discount_type: 'percentage', value: 10 } as const;
    store.update({ coupon_data: { ...coupon }, animal_name: 'Rex' });
    const listener = vi.fn();
    store.subscribe(listener);
    // the same coupon as another object, with the name unchanged
    store.update({ coupon_data: { ...coupon }, animal_name: 'Rex' });
    expect(listener).not.toHaveBeenCalled();
    store.update({ coupon_data: { ...coupon, value: 15 } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().coupon_data?.value).toBe(15);
    // a field given back its former value after a change is still a change
    store.update({ animal_name: 'Max' });
    store.update({ animal_name: 'Rex' });
    expect(listener).toHaveBeenCalledTimes(3);
    // a field removed (undefined) is a change too
    store.update({ coupon_data: undefined });
    expect(listener).toHaveBeenCalledTimes(4);
    expect(store.get().coupon_data).toBeUndefined();
  });

  it('keeps working without storage', () => {
    const store = createFormStore(undefined);
    store.update({ animal_name: 'Rex' });
    expect(store.get().animal_name).toBe('Rex');
  });
});
