/**
 * What the server reads of a request it answers: its URL and its headers,
 * by name (cookies, the referrer, the user agent).
 */
export interface RequestHead {
  readonly url: string;
  readonly headers: Pick<Headers, "get">;
}

/**
 * What the server reads a post from (app/actions/read-post.server.ts): its
 * head, and its body as text (a JSON or urlencoded form), as multipart form
 * data, or as the stream a form with a file is read from. A web `Request`
 * is one, as React Router hands it to an action; the forms' JSON endpoint
 * makes a lighter one from the body Express has already read
 * (server/form-endpoint.ts): building a web Request, its Headers and its
 * body's stream cost a contact post about a sixth of its time.
 */
export interface PostRequest extends RequestHead {
  readonly body: Request["body"];
  text(): Promise<string>;
  formData(): Promise<FormData>;
}
