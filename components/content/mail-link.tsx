/**
 * A link that writes to an e-mail address. Where the address has to wrap (a phone with larger
 * text), it wraps after its '@', not inside a word.
 */
export function MailLink({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  return (
    <a href={`mailto:${address}`}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </a>
  );
}
