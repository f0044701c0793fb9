// STUB
export default function Page() {
  return <h1>marketing/home</h1>;
}
