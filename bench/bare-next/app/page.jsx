export default function Page() {
  return <h1>A bare Next 16 page</h1>;
}
