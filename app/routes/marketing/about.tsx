// STUB
export default function Page() {
  return <h1>marketing/about</h1>;
}
