import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";

type Props = {
  title: ReactNode;
  lead?: ReactNode;
  breadcrumb?: Crumb[];
  children?: ReactNode;
};

/** The band at the top of inner pages: breadcrumb, the page's one h1, an optional lead and extras. */
export function PageBanner({ title, lead, breadcrumb, children }: Props) {
  return (
    <div className="page-banner">
      <div className="container">
        {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
        <h1>{title}</h1>
        {lead ? <p className="page-banner-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
