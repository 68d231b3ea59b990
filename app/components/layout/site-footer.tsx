import { Link } from "react-router";
import { formatAddress } from "../../../shared/site/site-config.ts";
import { FOOTER_SECTIONS, isGroup, LEGAL_LINKS, TERMS_DOCUMENTS } from "../../navigation/menu.ts";
import { useFileUrl } from "../../settings.ts";
import { useSiteIdentity } from "../../site-identity.ts";
import { Logo } from "./logo.tsx";

export function SiteFooter() {
  const fileUrl = useFileUrl();
  const site = useSiteIdentity();
  const { company, phone, email, social, sisterCompany, copyrightYear } = site;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Logo mono />
          <p>{company.tagline}.</p>
          <address>
            {formatAddress(site).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
            <br />
            <a href={`mailto:${email.general}`}>{email.general}</a>
          </p>
        </div>
        {FOOTER_SECTIONS.map((section) => (
          <nav key={section.label} aria-label={`${section.label} links`} className="footer-section">
            <h2>{section.label}</h2>
            <ul>
              {section.children.map((link) =>
                isGroup(link) ? null : (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
        <div className="footer-section">
          <h2>Connect</h2>
          <ul>
            {social.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} rel="noopener noreferrer" target="_blank">
                  {profile.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <a href={sisterCompany.url} rel="noopener noreferrer" target="_blank">
                {sisterCompany.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            {TERMS_DOCUMENTS.map((doc) => (
              <li key={doc.file}>
                <a href={fileUrl(doc.file)} type="application/pdf">
                  {doc.label} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            © {copyrightYear} {company.legalName}. All rights reserved.
          </p>
          <ul className="legal-links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
