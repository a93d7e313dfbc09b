// Wraps after the '@'. The label keeps the name whole: Chromium reads the break opportunity
// as a space ("info@ locuslex.example").
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
