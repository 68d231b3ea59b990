import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { isGroup, mainMenu, TOP_LINKS, TOP_MENU } from "../../navigation/menu.ts";
import { useProductMenu } from "../../navigation/product-menu.ts";
import { BasketLink } from "./basket-link.tsx";
import { DisclosureMenu } from "./disclosure-menu.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { Logo } from "./logo.tsx";

/** Class the spec puts on <body> while the mobile menu is toggled open. */
export const MENU_BODY_CLASS = "menu-inactive";

export function SiteHeader() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const productMenu = useProductMenu();

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
          <nav aria-label="Careers and media">
            <ul className="top-menu">
              {TOP_MENU.map((group) => (
                <DisclosureMenu
                  key={group.label}
                  group={group}
                  open={openGroup === `top:${group.label}`}
                  onToggle={() => toggleGroup(`top:${group.label}`)}
                />
              ))}
              {TOP_LINKS.map((link) => (
                <li key={link.label} className="menu-item">
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="container main-bar">
        <Link to="/" className="brand">
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
          <span>{drawerOpen ? "Close menu" : "Menu"}</span>
        </button>
        <nav id="site-menu" className={drawerOpen ? "main-nav is-open" : "main-nav"} aria-label="Main">
          <ul className="main-menu">
            {mainMenu(productMenu).map((item) =>
              isGroup(item) ? (
                <DisclosureMenu
                  key={item.label}
                  group={item}
                  open={openGroup === item.label}
                  onToggle={() => toggleGroup(item.label)}
                />
              ) : (
                <li key={item.label} className="menu-item">
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ),
            )}
            {TOP_MENU.map((group) => (
              <DisclosureMenu
                key={group.label}
                className="mobile-only"
                group={group}
                open={openGroup === `drawer:${group.label}`}
                onToggle={() => toggleGroup(`drawer:${group.label}`)}
              />
            ))}
            {TOP_LINKS.map((link) => (
              <li key={link.label} className="menu-item mobile-only">
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <BasketLink />
      </div>
    </header>
  );
}
