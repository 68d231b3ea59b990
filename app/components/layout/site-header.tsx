import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { isGroup, mainMenu, TOP_LINKS, TOP_MENU } from "../../navigation/menu.ts";
import { useProductMenu } from "../../navigation/product-menu.ts";
import { BasketLink } from "./basket-link.tsx";
import { DisclosureMenu } from "./disclosure-menu.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { LanguageLinks, LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";

/** Class the spec puts on <body> while the mobile menu is toggled open. */
const MENU_BODY_CLASS = "menu-inactive";

export function SiteHeader() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const productMenu = useProductMenu();
  const localized = useLocalizedPath();

  // A new page closes whatever menu led to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpenGroup(null);
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    document.body.classList.toggle(MENU_BODY_CLASS, drawerOpen);
  }, [drawerOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenGroup(null);
      setDrawerOpen(false);
    }
    function onPointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpenGroup(null);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  const toggleGroup = (key: string) => setOpenGroup((current) => (current === key ? null : key));

  return (
    <header className="site-header" ref={headerRef}>
      <div className="top-bar">
        <div className="container top-bar-inner">
          <LanguageSwitcher />
          <nav aria-label={m.nav_careers_media()}>
            <ul className="top-menu">
              {TOP_MENU.map((group) => (
                <DisclosureMenu
                  key={group.label()}
                  group={group}
                  open={openGroup === `top:${group.label()}`}
                  onToggle={() => toggleGroup(`top:${group.label()}`)}
                />
              ))}
              {TOP_LINKS.map((link) => (
                <li key={link.to} className="menu-item">
                  <Link to={localized(link.to)}>{link.label()}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="container main-bar">
        <Link to={localized("/")} className="brand">
          <Logo />
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={drawerOpen}
          aria-controls="site-menu"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span>{drawerOpen ? m.menu_close() : m.menu_open()}</span>
        </button>
        <nav
          id="site-menu"
          className={drawerOpen ? "main-nav is-open" : "main-nav"}
          aria-label={m.nav_main()}
        >
          <ul className="main-menu">
            {mainMenu(productMenu).map((item) =>
              isGroup(item) ? (
                <DisclosureMenu
                  key={item.label()}
                  group={item}
                  open={openGroup === item.label()}
                  onToggle={() => toggleGroup(item.label())}
                />
              ) : (
                <li key={item.to} className="menu-item">
                  <Link to={localized(item.to)}>{item.label()}</Link>
                </li>
              ),
            )}
            {TOP_MENU.map((group) => (
              <DisclosureMenu
                key={group.label()}
                className="mobile-only"
                group={group}
                open={openGroup === `drawer:${group.label()}`}
                onToggle={() => toggleGroup(`drawer:${group.label()}`)}
              />
            ))}
            {TOP_LINKS.map((link) => (
              <li key={link.to} className="menu-item mobile-only">
                <Link to={localized(link.to)}>{link.label()}</Link>
              </li>
            ))}
            <li className="menu-item mobile-only">
              <span className="menu-column-title">{m.language_switcher()}</span>
              <LanguageLinks />
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <BasketLink />
      </div>
    </header>
  );
}
