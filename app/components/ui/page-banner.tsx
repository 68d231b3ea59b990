import type { ReactNode } from "react";
import { Breadcrumb } from "./breadcrumb.tsx";

type Props = {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The band at the top of inner pages: the route's breadcrumb, the page's one h1, an optional lead and extras. */
export function PageBanner({ title, lead, children }: Props) {
  return (
    <div className="page-banner">
      <div className="container">
        <Breadcrumb />
        <h1>{title}</h1>
        {lead ? <p className="page-banner-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
