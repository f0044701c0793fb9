// STUB
export default function Page() {
  return <h1>marketing/faq</h1>;
}
