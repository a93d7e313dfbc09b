// The reference of `npm run bench`: a bare App Router page as `create-next-app` leaves it, so its
// scripts, Lighthouse and load figures, measured in the same run, are the framework's floor.
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
