// STUB
export default function Page() {
  return <h1>marketing/terms</h1>;
}
