import { brand } from '@app/domain/brand';
import { formatIban } from '@app/domain/claims/iban';
import type { CategoryPair } from '@app/domain/forms/fields';
import type { FormDefinition } from '@app/domain/forms/registry';
import type { Locale } from '@app/domain/locale';
import { isMessageKey, translate } from '@app/domain/messages/catalogue';
import { escapeHtml } from '../../http/html';
import type { MailAttachment, MailMessage } from '../mail/mailer';

/**
 * The two e-mails of a help or contract form (decisions.md "Help forms: e-mails"): the request
 * to the insurer inbox that handles it, and the acknowledgement to the customer. Text typed by
 * the sender never reaches a subject; in HTML bodies it is escaped.
 */

export interface SubmittedForm {
  form: FormDefinition;
  reference: string;
  locale: Locale;
  category: CategoryPair;
  /** The payload as validated by the form's schema (documents are upload ids). */
  data: Record<string, unknown>;
  /** DD.MM.YYYY, today in Switzerland. */
  date: string;
  publicHost: string;
  documents: (MailAttachment & { name: string })[];
}

/** Fields shown elsewhere in the message, or repeating another one. */
const notListed = new Set([
  'documents',
  'email_confirmation',
  'new_email_confirmation',
  'locale',
  'category',
]);

/** The French label of a coded value (`forms.value.{field}.{value}`), if it has one. */
function valueLabel(field: string, value: unknown): string | undefined {
  const key = `forms.value.${field}.${String(value)}`;
  return isMessageKey(key) ? translate('fr', key) : undefined;
}

/** A stored value as the insurer reads it (French labels for coded values). */
function shown(field: string, value: unknown): string {
  if ((field === 'gender' || field.endsWith('_gender')) && (value === 'm' || value === 'f')) {
    return translate('fr', `forms.gender.${value}`);
  }
  if (field === 'availability' && typeof value === 'number' && value > 0) {
    return translate('fr', 'forms.value.availability.months', { months: value });
  }
  const label = valueLabel(field, value);
  if (label) return label;
  // a breed of the catalogue
  if (value && typeof value === 'object' && 'name' in value) return String(value.name);
  // yes/no boxes (my_animals): the ticked ones
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const ticked = Object.entries(value).filter(([, isTicked]) => isTicked === true);
    return ticked.map(([key]) => valueLabel(field, key) ?? key).join(', ') || '–';
  }
  if (field === 'contact_mode' && typeof value === 'string') {
    return translate('fr', `forms.contact_mode.${value}`);
  }
  if ((field === 'iban' || field === 'old_iban') && typeof value === 'string') {
    return formatIban(value);
  }
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

function label(field: string): string {
  const key = `forms.field.${field}`;
  return isMessageKey(key) ? translate('fr', key) : field;
}

/** The request for the inbox, in French (the teams' working language) with the customer's language. */
export function insurerMail(submitted: SubmittedForm, to: string): MailMessage {
  const { form, reference, locale, category, data, date, publicHost, documents } = submitted;
  const title = translate('fr', form.titleKey);
  const head: [string, string][] = [
    [translate('fr', 'forms.mail.insurer.reference'), reference],
    [translate('fr', 'forms.mail.insurer.received'), date],
    [translate('fr', 'forms.mail.insurer.locale'), translate('fr', `forms.locale.${locale}`)],
    [translate('fr', 'forms.mail.insurer.category'), category.join(' / ')],
  ];
  const fields: [string, string][] = Object.entries(data)
    .filter(
      ([field, value]) =>
        !notListed.has(field) && !form.documentFields.includes(field) && value !== undefined,
    )
    .map(([field, value]) => [label(field), shown(field, value)]);
  const documentsTitle = translate('fr', 'forms.mail.insurer.documents', {
    count: documents.length,
  });
  const intro = translate('fr', 'forms.mail.insurer.intro', { title, host: publicHost });

  const text = [
    intro,
    '',
    ...head.map(([name, value]) => `${name} : ${value}`),
    '',
    ...fields.map(([name, value]) => `${name} : ${value}`),
    ...(documents.length > 0
      ? ['', `${documentsTitle} :`, ...documents.map((document) => `- ${document.name}`)]
      : []),
  ].join('\n');

  const rows = (entries: [string, string][]) =>
    entries
      .map(
        ([name, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(name)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="4">${rows(head)}</table>`,
    `<table cellpadding="4">${rows(fields)}</table>`,
    ...(documents.length > 0
      ? [
          `<p>${escapeHtml(documentsTitle)}</p>`,
          `<ul>${documents.map((document) => `<li>${escapeHtml(document.name)}</li>`).join('')}</ul>`,
        ]
      : []),
  ].join('\n');

  const customer = form.acknowledgeTo ? data[form.acknowledgeTo] : undefined;
  const replyTo = typeof customer === 'string' ? customer : undefined;
  return {
    to,
    locale: 'fr',
    // our title and reference only: nothing the sender typed
    subject: `${title} – ${reference}`,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    attachments: documents.map(({ filename, storageKey, contentType }) => ({
      filename,
      storageKey,
      ...(contentType ? { contentType } : {}),
    })),
  };
}

/**
 * The acknowledgement in the customer's language: our words, the request's title, its date and
 * reference. It repeats nothing the sender typed, so that the form cannot be used to send
 * someone else a message of one's own (decisions.md "Acknowledgement").
 */
export function acknowledgementMail(
  submitted: SubmittedForm,
  to: string,
  contactEmail: string,
): MailMessage {
  const { form, reference, locale, date, publicHost } = submitted;
  const params = {
    reference,
    title: translate(locale, form.titleKey),
    date,
    host: publicHost,
    email: contactEmail,
    brand: brand.name,
  };
  const text = translate(locale, form.acknowledgementKey, params);
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    to,
    locale,
    subject: translate(locale, 'forms.mail.ack.subject', { reference }),
    text,
    html,
  };
}
