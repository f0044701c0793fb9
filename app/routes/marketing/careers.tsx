// STUB
export default function Page() {
  return <h1>marketing/careers</h1>;
}
