/**
 * Names whose presence makes a PDF "active": actions that run, reach out
 * (other files, the network, printing) or carry files and forms. A print
 * file needs none of them.
 */
export const activeNames = new Set([
  "JavaScript",
  "JS",
  "AA", // additional actions: on page open, close, focus…
  "Launch",
  "GoToR", // another file, possibly on a UNC path (credentials leak on Windows)
  "GoToE", // a file embedded in this one
  "URI",
  "Named", // viewer commands such as /Print
  "SubmitForm",
  "ImportData",
  "ResetForm",
  "XFA",
  "RichMedia",
  "Rendition",
  "Movie",
  "Sound",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
]);
