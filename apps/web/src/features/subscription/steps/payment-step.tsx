import { isPetBusinessLine } from '@app/domain/constants';
import { parseDate } from '@app/domain/dates/calendar';
import { onlineStartDates } from '@app/domain/dates/start-window';
import { translate } from '@app/domain/messages/catalogue';
import { href } from '@app/domain/routes';
import {
  subscriptionOfferSchema,
  subscriptionPaymentSchema,
} from '@app/domain/schemas/subscriptions';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { compact, ValidationError } from '../../../app/api';
import { useCanSubscribeOnline } from '../api/use-can-subscribe-online';
import { postCoupon } from '../api/use-coupon';
import { postOffer } from '../api/use-offer';
import { postPayment } from '../api/use-payment';
import { CheckboxField, describedBy, FieldMessages, fieldId } from '../components/fields';
import { FormAlert, StepActions, WizardFrame } from '../components/wizard-frame';
import { schemaResolver } from '../form-resolver';
import { decideRequestType } from '../request-type';
import { applyServerErrors } from '../server-errors';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { confirmationRoute, previousRoute, type WizardConfig } from '../wizard-engine';

interface PaymentValues {
  coupon_code: string;
  acceptTerms: boolean;
  certifyInformation: boolean;
  lca6Checkbox: boolean;
  engagmentCheckbox: boolean;
  lsa45Checkbox: boolean;
  lsa3Checkbox: boolean;
  partnerCheckbox: boolean;
}

const paymentFields = [
  'coupon_code',
  'acceptTerms',
  'certifyInformation',
  'lca6Checkbox',
  'engagmentCheckbox',
  'lsa45Checkbox',
  'lsa3Checkbox',
  'partnerCheckbox',
] as const;

type Urls = { successUrl: string; failedUrl: string };

function subscriptionPayload(form: SubscriptionForm, values: PaymentValues, urls: Urls) {
  return compact({
    user_token: form.user_token,
    payment_method: form.payment_method,
    payment_mode: form.payment_mode,
    policy_start_date: form.policy_start_date,
    coupon_code: form.coupon_data ? form.coupon_data.code : undefined,
    acceptTerms: values.acceptTerms,
    certifyInformation: values.certifyInformation,
    lca6Checkbox: values.lca6Checkbox,
    partnerCheckbox: values.partnerCheckbox || undefined,
    ...urls,
  });
}

function offerPayload(form: SubscriptionForm, values: PaymentValues) {
  return compact({
    user_token: form.user_token,
    payment_mode: form.payment_mode,
    policy_start_date: form.policy_start_date,
    coupon_code: form.coupon_data ? form.coupon_data.code : undefined,
    acceptTerms: values.acceptTerms,
    certifyInformation: values.certifyInformation,
    engagmentCheckbox: values.engagmentCheckbox,
    lsa45Checkbox: values.lsa45Checkbox || undefined,
    lsa3Checkbox: values.lsa3Checkbox || undefined,
    partnerCheckbox: values.partnerCheckbox || undefined,
  });
}

/**
 * spec 000 §4 "Payment step": online (card) allows only yearly payment and starts on the first
 * startable month; invoice restores the start date chosen before.
 */
function choosePaymentMethod(method: 'online' | 'invoice', today: string) {
  const form = formStore.get();
  if (method === 'online') {
    const birth = parseDate(form.animal_date_of_birth);
    const first = birth ? onlineStartDates(birth, today)[0] : undefined;
    formStore.update({
      payment_method: 'online',
      payment_mode: 'yearly',
      original_policy_start_date: form.original_policy_start_date ?? form.policy_start_date,
      policy_start_date: first ?? form.policy_start_date,
    });
  } else {
    formStore.update({
      payment_method: 'invoice',
      policy_start_date: form.original_policy_start_date ?? form.policy_start_date,
      original_policy_start_date: undefined,
    });
  }
}

/** The last step (spec 000 §2.4, §4, §5): request type, payment, coupon, consents. */
export function PaymentStep({ config, index }: { config: WizardConfig; index: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { locale, today } = useWizardContext();
  const form = useSubscriptionForm();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [isPending, setIsPending] = useState(false);
  const [couponState, setCouponState] = useState<'idle' | 'checking'>('idle');
  const isOwn = isOwnChannel(form.partner_key);

  // spec 000 §4: on entry a subscription is paid by invoice by default
  useEffect(() => {
    if (formStore.get().payment_method !== 'invoice') choosePaymentMethod('invoice', today);
  }, [today]);

  const byRules = decideRequestType(form, true);
  const canOnline = useCanSubscribeOnline(
    form.user_token,
    byRules.canChoose && isPetBusinessLine(form.business_line),
  );
  const decision = decideRequestType(form, canOnline.isError ? false : canOnline.data?.status);
  const requestType = decision.type;
  const isOffer = requestType === 'offer';

  const urls: Urls = {
    successUrl: href('subscription-confirmation', locale, {}, { token: form.user_token }),
    failedUrl: href(
      config.steps[index]?.route ?? 'subscription-step-1',
      locale,
      {},
      { payment: 'failed' },
    ),
  };
  const schema = useMemo(
    () =>
      isOffer
        ? subscriptionOfferSchema({ partnerKey: form.partner_key })
        : subscriptionPaymentSchema,
    [isOffer, form.partner_key],
  );

  const resolver = useRef<Resolver<PaymentValues>>(() => ({ values: {}, errors: {} }));
  resolver.current = schemaResolver<PaymentValues>(schema, locale, (values) =>
    isOffer
      ? offerPayload(formStore.get(), values)
      : subscriptionPayload(formStore.get(), values, urls),
  );
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<PaymentValues>({
    defaultValues: {
      coupon_code: form.coupon_code,
      acceptTerms: false,
      certifyInformation: false,
      lca6Checkbox: false,
      engagmentCheckbox: false,
      lsa45Checkbox: false,
      lsa3Checkbox: false,
      partnerCheckbox: false,
    },
    // the request type may change after the form is created: always the current schema
    resolver: (values, context, options) => resolver.current(values, context, options),
  });
  const error = (name: keyof PaymentValues) => errors[name]?.message;

  const applyCoupon = async () => {
    const code = getValues('coupon_code').trim();
    clearErrors('coupon_code');
    if (!code) {
      formStore.update({ coupon_code: '', coupon_data: undefined });
      return;
    }
    setCouponState('checking');
    try {
      const data = await postCoupon({ code, user_token: form.user_token });
      formStore.update({ coupon_code: code, coupon_data: data });
    } catch (caught) {
      formStore.update({ coupon_data: undefined });
      const message =
        caught instanceof ValidationError
          ? (caught.errors.code?.[0] ?? caught.message)
          : t('subscription.error');
      setError('coupon_code', { type: 'server', message }, { shouldFocus: true });
    } finally {
      setCouponState('idle');
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (isPending || !requestType) return;
    setAlerts([]);
    setIsPending(true);
    const current = formStore.get();
    try {
      if (isOffer) {
        await postOffer(offerPayload(current, values));
        navigate(href(confirmationRoute('offer'), locale, {}, { token: current.user_token }));
        return;
      }
      const answer = await postPayment(subscriptionPayload(current, values, urls));
      formStore.update({ reference: answer.reference });
      if (current.payment_method === 'online' && answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      navigate(href(confirmationRoute('subscription'), locale, {}, { token: current.user_token }));
    } catch (caught) {
      setAlerts(applyServerErrors(caught, paymentFields, setError, t('subscription.error')));
      setIsPending(false);
    }
  });

  const title = t(isOffer ? 'subscription.payment.titleOffer' : 'subscription.payment.title');
  const hasFailed = search.get('payment') === 'failed';

  return (
    <WizardFrame config={config} index={index} title={title}>
      <form className="wizard__form" noValidate onSubmit={onSubmit}>
        {hasFailed && !isOffer && (
          <div className="wizard__alert" role="alert">
            <p>{translate(locale, 'subscription.payment_failed')}</p>
          </div>
        )}
        <FormAlert messages={alerts} />
        {requestType === null ? (
          <p role="status">{t('subscription.loading')}</p>
        ) : (
          <>
            {decision.canChoose ? (
              <fieldset className="field field--radios">
                <legend className="field__label">{t('subscription.requestType.legend')}</legend>
                <div className="field__options">
                  {(['subscription', 'offer'] as const).map((type) => (
                    <div className="field__option" key={type}>
                      <input
                        type="radio"
                        id={`request-type-${type}`}
                        name="request_type"
                        value={type}
                        checked={requestType === type}
                        onChange={() => formStore.update({ request_type: type })}
                      />
                      <label htmlFor={`request-type-${type}`}>
                        {t(
                          type === 'offer'
                            ? 'subscription.requestType.offer'
                            : 'subscription.requestType.subscription',
                        )}
                      </label>
                    </div>
                  ))}
                </div>
              </fieldset>
            ) : (
              <div className="wizard__note">
                <p>{t('subscription.requestType.offerOnly')}</p>
                {decision.isRefusedByServer && (
                  <p>
                    {t('subscription.requestType.contact')}{' '}
                    <Link to={href('help.contact', locale)}>
                      {t('subscription.requestType.contactLink')}
                    </Link>
                  </p>
                )}
              </div>
            )}
            {!isOffer && (
              <>
                <fieldset className="field field--radios">
                  <legend className="field__label">{t('subscription.payment.method')}</legend>
                  <div className="field__options">
                    {(['invoice', 'online'] as const).map((method) => (
                      <div className="field__option" key={method}>
                        <input
                          type="radio"
                          id={`payment-method-${method}`}
                          name="payment_method"
                          value={method}
                          checked={form.payment_method === method}
                          onChange={() => choosePaymentMethod(method, today)}
                        />
                        <label htmlFor={`payment-method-${method}`}>
                          {t(
                            method === 'online'
                              ? 'subscription.payment.online'
                              : 'subscription.payment.invoice',
                          )}
                        </label>
                      </div>
                    ))}
                  </div>
                  {form.payment_method === 'online' && (
                    <p className="field__hint">{t('subscription.payment.onlineHint')}</p>
                  )}
                </fieldset>
                <fieldset className="field field--radios">
                  <legend className="field__label">{t('subscription.payment.mode')}</legend>
                  <div className="field__options">
                    {(['yearly', 'halfyear'] as const).map((mode) => (
                      <div className="field__option" key={mode}>
                        <input
                          type="radio"
                          id={`payment-mode-${mode}`}
                          name="payment_mode"
                          value={mode}
                          checked={form.payment_mode === mode}
                          disabled={mode === 'halfyear' && form.payment_method === 'online'}
                          onChange={() => formStore.update({ payment_mode: mode })}
                        />
                        <label htmlFor={`payment-mode-${mode}`}>
                          {t(
                            mode === 'yearly'
                              ? 'subscription.payment.yearly'
                              : 'subscription.payment.halfyear',
                          )}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
              </>
            )}
            <div className="field coupon">
              <label className="field__label" htmlFor={fieldId('coupon_code')}>
                {t('subscription.coupon.label')}
              </label>
              <div className="coupon__row">
                <input
                  className="field__input"
                  id={fieldId('coupon_code')}
                  type="text"
                  autoComplete="off"
                  aria-invalid={error('coupon_code') ? true : undefined}
                  aria-describedby={describedBy('coupon_code', error('coupon_code'))}
                  {...register('coupon_code')}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={couponState === 'checking' || undefined}
                  onClick={() => {
                    if (couponState === 'idle') void applyCoupon();
                  }}
                >
                  {t('subscription.coupon.apply')}
                </button>
              </div>
              <FieldMessages name="coupon_code" error={error('coupon_code')} />
              <p role="status" className="field__hint">
                {form.coupon_data
                  ? t('subscription.coupon.applied', { code: form.coupon_data.code })
                  : ''}
              </p>
            </div>
            <fieldset className="wizard__group">
              <legend>{t('subscription.consents')}</legend>
              <CheckboxField
                label={t('subscription.consent.acceptTerms')}
                registration={register('acceptTerms')}
                error={error('acceptTerms')}
                isRequired
              />
              <CheckboxField
                label={t('subscription.consent.certifyInformation')}
                registration={register('certifyInformation')}
                error={error('certifyInformation')}
                isRequired
              />
              {isOffer ? (
                <>
                  <CheckboxField
                    label={t('subscription.consent.engagment')}
                    registration={register('engagmentCheckbox')}
                    error={error('engagmentCheckbox')}
                    isRequired
                  />
                  {!isOwn && (
                    <>
                      <CheckboxField
                        label={t('subscription.consent.lsa45')}
                        registration={register('lsa45Checkbox')}
                        error={error('lsa45Checkbox')}
                        isRequired
                      />
                      <CheckboxField
                        label={t('subscription.consent.lsa3')}
                        registration={register('lsa3Checkbox')}
                        error={error('lsa3Checkbox')}
                        isRequired
                      />
                    </>
                  )}
                </>
              ) : (
                <CheckboxField
                  label={t('subscription.consent.lca6')}
                  registration={register('lca6Checkbox')}
                  error={error('lca6Checkbox')}
                  isRequired
                />
              )}
              {!isOwn && (
                <CheckboxField
                  label={t('subscription.consent.partner')}
                  registration={register('partnerCheckbox')}
                  error={error('partnerCheckbox')}
                />
              )}
            </fieldset>
            <StepActions
              back={previousRoute(config, index)}
              submitLabel={t(
                isOffer
                  ? 'subscription.payment.submitOffer'
                  : form.payment_method === 'online'
                    ? 'subscription.payment.submitOnline'
                    : 'subscription.payment.submitInvoice',
              )}
              isPending={isPending}
            />
          </>
        )}
      </form>
    </WizardFrame>
  );
}
