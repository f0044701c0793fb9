// STUB
export default function Page() {
  return <h1>marketing/how-it-works</h1>;
}
