// STUB
export default function Page() {
  return <h1>marketing/privacy</h1>;
}
