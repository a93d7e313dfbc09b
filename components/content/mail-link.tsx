/**
 * A link that writes to an e-mail address. Where the address has to wrap (a phone with larger
 * text), it wraps after its '@', not inside a word. Its name is the address as written: Chromium
 * names a link after its text with a space for the break opportunity ("info@ locuslex.example").
 */
export function MailLink({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  return (
    <a href={`mailto:${address}`} aria-label={address}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </a>
  );
}
