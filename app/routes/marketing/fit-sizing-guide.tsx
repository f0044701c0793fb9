// STUB
export default function Page() {
  return <h1>marketing/fit-sizing-guide</h1>;
}
