import {
  isPetBusinessLine,
  type PaymentMethod,
  type PaymentMode,
  paymentModes,
} from '@app/domain/constants';
import { formatChf } from '@app/domain/format/chf';
import { adviceFormOf } from '@app/domain/help/help-centre';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/translate';
import { quote } from '@app/domain/pricing/quote';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { href, localeOfPath, type RouteName } from '@app/domain/routes';
import {
  subscriptionOfferSchema,
  subscriptionPaymentSchema,
} from '@app/domain/schemas/subscriptions';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { choosePaymentMethod, paymentModesOf } from '@app/domain/subscriptions/payment';
import { decideRequestType, type RequestType } from '@app/domain/subscriptions/request-type';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { compact } from '../../../lib/api';
import { Field, fieldId } from '../../../ui/field';
import { Form } from '../../../ui/form';
import { Notice } from '../../../ui/form-alert';
import { CheckboxField, RadioGroupField } from '../../../ui/inputs';
import { serverErrorsOf } from '../../../ui/server-errors';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useCanSubscribeOnline } from '../api/use-can-subscribe-online';
import { postCoupon } from '../api/use-coupon';
import { postOffer } from '../api/use-offer';
import { postPayment } from '../api/use-payment';
import { StepActions, WizardFrame } from '../components/wizard-frame';
import { quoteInputOf } from '../quote-input';
import { formStore, type SubscriptionForm, useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { confirmationRoute, type WizardConfig } from '../wizard-engine';

/** The product-advice form of the help centre for the animal (issue 9: it led to a 404). */
function adviceFormPath(businessLine: SubscriptionForm['business_line'], locale: Locale): string {
  const advice = adviceFormOf(businessLine ?? 'dog', locale);
  return `${href(advice.route, locale, advice.params)}#${advice.hash}`;
}

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

const paymentModeLabels: Record<PaymentMode, string> = {
  yearly: 'subscription.payment.yearly',
  halfyear: 'subscription.payment.halfyear',
};

/** spec 000 §4 "Payment step": the domain's rule applied to the stored form. */
function setPaymentMethod(method: PaymentMethod, today: string) {
  formStore.update(choosePaymentMethod(formStore.get(), method, today));
}

/** The texts a consent refers to, opened beside the wizard so that nothing typed is lost. */
function ConsentLink({ route, text }: { route: RouteName; text: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <a href={href(route, locale)} target="_blank" rel="noopener">
      {text}
    </a>
  );
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
  const [couponState, setCouponState] = useState<'idle' | 'checking'>('idle');
  const isOwn = isOwnChannel(form.partner_key);

  const hasFailed = search.get('payment') === 'failed';
  // spec 000 §4: on entry a subscription is paid by invoice by default; back from a refused
  // card payment the card stays chosen (issue 12: the next click must not subscribe by invoice)
  useEffect(() => {
    if (hasFailed) return;
    if (formStore.get().payment_method !== 'invoice') setPaymentMethod('invoice', today);
  }, [today, hasFailed]);

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

  const toPayload = (values: PaymentValues) =>
    isOffer
      ? offerPayload(formStore.get(), values)
      : subscriptionPayload(formStore.get(), values, urls);
  const {
    form: paymentForm,
    field,
    submit,
    onSubmit: submitPayment,
  } = useSchemaForm({
    // the request type may change after the form is created: the form reads the current one
    schema,
    locale,
    defaultValues: {
      coupon_code: form.coupon_code,
      acceptTerms: form.acceptTerms ?? false,
      certifyInformation: form.certifyInformation ?? false,
      lca6Checkbox: form.lca6Checkbox ?? false,
      engagmentCheckbox: form.engagmentCheckbox ?? false,
      lsa45Checkbox: form.lsa45Checkbox ?? false,
      lsa3Checkbox: form.lsa3Checkbox ?? false,
      partnerCheckbox: form.partnerCheckbox ?? false,
    },
    // the answers are kept in the store (spec 000 §3.1), the typed coupon once applied
    onChange: ({ coupon_code: _typed, ...consents }) => formStore.update(consents),
    toPayload,
    send: async (values: PaymentValues) => {
      const current = formStore.get();
      if (isOffer) {
        await postOffer(offerPayload(current, values));
        return { kind: 'offer' as const, token: current.user_token };
      }
      const answer = await postPayment(subscriptionPayload(current, values, urls));
      formStore.update({ reference: answer.reference });
      return {
        kind: 'subscription' as const,
        token: current.user_token,
        redirect: current.payment_method === 'online' ? answer.redirect_url : undefined,
      };
    },
    onSent: (sent) => {
      if ('redirect' in sent && sent.redirect) {
        window.location.assign(sent.redirect);
        return;
      }
      navigate(href(confirmationRoute(sent.kind), locale, {}, { token: sent.token }));
    },
  });
  const { getValues, setError, clearErrors } = paymentForm;

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
      // the coupon call names its field `code`: its message goes to the coupon field
      const refusal = serverErrorsOf(caught, ['code'], t('ui.error.generic'));
      const message = refusal.fields.code ?? refusal.alerts[0] ?? t('ui.error.generic');
      setError('coupon_code', { type: 'server', message }, { shouldFocus: true });
    } finally {
      setCouponState('idle');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    requestType ? submitPayment(event) : event.preventDefault();

  const title = t(isOffer ? 'subscription.payment.titleOffer' : 'subscription.payment.title');

  // spec 000 §5 (decision in docs): the two LSA confirmations are required from intermediaries
  const consent = (
    name: keyof PaymentValues,
    label: string,
    isRequired?: boolean,
    links?: Record<string, (chunks: ReactNode[]) => ReactNode>,
  ) => (
    <CheckboxField
      key={name}
      field={field(name, { isRequired })}
      label={links ? intl.formatMessage({ id: label }, links) : t(label)}
    />
  );

  return (
    <WizardFrame config={config} index={index} title={title}>
      <Form submit={submit} onSubmit={onSubmit}>
        {hasFailed && !isOffer && (
          <Notice role="alert" isAlert>
            <p>{translate(locale, 'subscription.payment_failed')}</p>
          </Notice>
        )}
        {requestType === null ? (
          <p role="status">{t('subscription.loading')}</p>
        ) : (
          <>
            {decision.canChoose ? (
              <RadioGroupField
                name="request_type"
                legend={t('subscription.requestType.legend')}
                isInline={false}
                value={requestType}
                onChange={(type) => formStore.update({ request_type: type as RequestType })}
                options={[
                  { value: 'subscription', label: t('subscription.requestType.subscription') },
                  { value: 'offer', label: t('subscription.requestType.offer') },
                ]}
              />
            ) : (
              <Notice>
                <p>{t('subscription.requestType.offerOnly')}</p>
                {decision.isRefusedByServer && (
                  <p>
                    {t('subscription.requestType.contact')}{' '}
                    <Link to={adviceFormPath(form.business_line, locale)}>
                      {t('subscription.requestType.contactLink')}
                    </Link>
                  </p>
                )}
              </Notice>
            )}
            {!isOffer && (
              <>
                <RadioGroupField
                  name="payment_method"
                  legend={t('subscription.payment.method')}
                  isInline={false}
                  value={form.payment_method}
                  onChange={(method) => setPaymentMethod(method as PaymentMethod, today)}
                  hint={
                    form.payment_method === 'online'
                      ? t('subscription.payment.onlineHint')
                      : undefined
                  }
                  options={[
                    { value: 'invoice', label: t('subscription.payment.invoice') },
                    { value: 'online', label: t('subscription.payment.online') },
                  ]}
                />
                <RadioGroupField
                  name="payment_mode"
                  legend={t('subscription.payment.mode')}
                  isInline={false}
                  value={form.payment_mode}
                  onChange={(mode) => formStore.update({ payment_mode: mode as PaymentMode })}
                  options={paymentModes.map((mode) => ({
                    value: mode,
                    label: t(paymentModeLabels[mode]),
                    // spec 000 §4: online payment is yearly only
                    isDisabled: !paymentModesOf(form.payment_method).includes(mode),
                  }))}
                />
              </>
            )}
            <Field
              id={fieldId('coupon_code')}
              label={t('subscription.coupon.label')}
              error={field('coupon_code').error}
              className="coupon"
            >
              {(control) => (
                <div className="coupon__row">
                  <input
                    {...control}
                    type="text"
                    autoComplete="off"
                    {...field('coupon_code').registration}
                    onChange={(event) => {
                      // issue 12: a refusal is about the code refused, not the one being typed
                      clearErrors('coupon_code');
                      return field('coupon_code').registration.onChange(event);
                    }}
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
              )}
            </Field>
            <p role="status" className="field__hint">
              {form.coupon_data
                ? t('subscription.coupon.applied', { code: form.coupon_data.code })
                : ''}
            </p>
            <fieldset className="form-group">
              <legend>{t('subscription.consents')}</legend>
              {consent('acceptTerms', 'subscription.consent.acceptTerms', undefined, {
                terms: (chunks) => <ConsentLink route="general-conditions" text={chunks} />,
              })}
              {consent('certifyInformation', 'subscription.consent.certifyInformation')}
              {isOffer ? (
                <>
                  {consent('engagmentCheckbox', 'subscription.consent.engagment')}
                  {!isOwn && consent('lsa45Checkbox', 'subscription.consent.lsa45', true)}
                  {!isOwn && consent('lsa3Checkbox', 'subscription.consent.lsa3', true)}
                </>
              ) : (
                consent('lca6Checkbox', 'subscription.consent.lca6', undefined, {
                  info: (chunks) => <ConsentLink route="customer-information" text={chunks} />,
                })
              )}
              {!isOwn && consent('partnerCheckbox', 'subscription.consent.partner')}
            </fieldset>
            <AmountSummary form={form} isOffer={isOffer} />
            <StepActions
              config={config}
              index={index}
              submitLabel={t(
                isOffer
                  ? 'subscription.payment.submitOffer'
                  : form.payment_method === 'online'
                    ? 'subscription.payment.submitOnline'
                    : 'subscription.payment.submitInvoice',
              )}
              isPending={submit.isPending}
            />
          </>
        )}
      </Form>
    </WizardFrame>
  );
}

/**
 * The amount, right before the button that commits (issue 12: on a phone the recap comes after
 * the form): the yearly premium and what the first invoice asks, the same engine as the recap.
 */
function AmountSummary({ form, isOffer }: { form: SubscriptionForm; isOffer: boolean }) {
  const intl = useIntl();
  const { today } = useWizardContext();
  const breakdown = useMemo(() => {
    const input = quoteInputOf(form);
    const result = input ? quote(input, tariff2026, today) : null;
    return result?.ok ? result.breakdown : null;
  }, [form, today]);
  if (!breakdown) return null;
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">
        {intl.formatMessage({ id: 'subscription.payment.summaryTitle' })}
      </h2>
      <p>
        {intl.formatMessage(
          { id: 'subscription.payment.summaryAnnual' },
          { amount: formatChf(breakdown.totals.annual.total) },
        )}
      </p>
      {!isOffer && (
        <p className="payment-summary__first">
          {intl.formatMessage(
            { id: 'subscription.payment.summaryFirst' },
            { amount: formatChf(breakdown.first_invoice.total) },
          )}
        </p>
      )}
    </section>
  );
}
