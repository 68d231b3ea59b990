import { data } from "react-router";

export function loader() {
  // The error page is a 404 wherever it is shown, so search engines never index it.
  return data(null, { status: 404 });
}
