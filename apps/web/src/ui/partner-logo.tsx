import './partner-logo.css';

/**
 * The partner's logo slot (spec 002 "Partner-insurer offer request: a page with the partner
 * logo"). Until the partner's licensed artwork is added (`src`), its name is set as a wordmark in
 * the same box, so that the page's layout does not change when the file arrives.
 */
export function PartnerLogo({ name, src, label }: { name: string; src?: string; label: string }) {
  return (
    <figure className="partner-logo">
      {src ? (
        <img src={src} alt={name} width="160" height="48" />
      ) : (
        <span className="partner-logo__wordmark">{name}</span>
      )}
      <figcaption className="partner-logo__caption">{label}</figcaption>
    </figure>
  );
}
