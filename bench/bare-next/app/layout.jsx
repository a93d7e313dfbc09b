// The reference of `npm run bench` (scripts/bench.mjs): a bare Next 16 App Router page, one
// heading, no styles, fonts, images or client code of its own. Its JavaScript is what the budget
// of issue 7 counts a route's scripts above; its Lighthouse and load figures, measured in the same
// run on the same machine, show what the framework alone scores there. Kept as small as
// `create-next-app` leaves a page, so it stays the framework's floor.
export const metadata = {
  title: 'Bare Next 16 page',
  description: 'The reference page of npm run bench.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
