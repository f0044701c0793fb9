// STUB
export default function Page() {
  return <h1>marketing/use-cases</h1>;
}
