import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { dialingNumber } from "#shared/site/phone-number.ts";
import { formatAddress } from "#shared/site/site-config.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { FOOTER_SECTIONS, isGroup, LEGAL_LINKS, TERMS_DOCUMENTS } from "../../navigation/menu.ts";
import { useFileUrl } from "../../settings.ts";
import { useSiteIdentity } from "../../site-identity.ts";
import { Logo } from "./logo.tsx";

export function SiteFooter() {
  const fileUrl = useFileUrl();
  const localized = useLocalizedPath();
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
            <a href={`tel:${dialingNumber(phone.display)}`}>{phone.display}</a>
            <br />
            <a href={`mailto:${email.general}`}>{email.general}</a>
          </p>
        </div>
        {FOOTER_SECTIONS.map((section) => (
          <nav
            key={section.label()}
            aria-label={m.footer_links({ section: section.label() })}
            className="footer-section"
          >
            <h2>{section.label()}</h2>
            <ul>
              {section.children.map((link) =>
                isGroup(link) ? null : (
                  <li key={link.to}>
                    <Link to={localized(link.to)}>{link.label()}</Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
        <div className="footer-section">
          <h2>{m.footer_connect()}</h2>
          <ul>
            {social.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} rel="noopener noreferrer" target="_blank">
                  {profile.name}
                  <span className="visually-hidden"> {m.footer_new_tab()}</span>
                </a>
              </li>
            ))}
            <li>
              <a href={sisterCompany.url} rel="noopener noreferrer" target="_blank">
                {sisterCompany.name}
                <span className="visually-hidden"> {m.footer_new_tab()}</span>
              </a>
            </li>
            {TERMS_DOCUMENTS.map((doc) => (
              <li key={doc.file}>
                <a href={fileUrl(doc.file)} type="application/pdf">
                  {m.footer_pdf({ document: doc.label() })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            © {copyrightYear} {company.legalName}. {m.footer_rights()}
          </p>
          <ul className="legal-links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.label()}>
                <Link to={localized(link.to)}>{link.label()}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
