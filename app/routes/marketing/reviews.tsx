// STUB
export default function Page() {
  return <h1>marketing/reviews</h1>;
}
