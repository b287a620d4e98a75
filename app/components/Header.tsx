import { Link } from "react-router";
import { brand } from "../../content/brand";
import { SearchButton } from "../search/SearchButton";
import { ThemeToggle } from "./ThemeToggle";

type HeaderProps = { sidebarExpanded: boolean; onMenuClick: () => void };

export function Header({ sidebarExpanded, onMenuClick }: HeaderProps) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <button
        type="button"
        className="icon-button"
        aria-controls="sidebar"
        aria-expanded={sidebarExpanded}
        onClick={onMenuClick}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <Link to="/" className="brand" viewTransition>
        <svg aria-hidden="true" viewBox="0 0 32 32" width="24" height="24">
          <rect width="32" height="32" rx="7" fill="var(--color-accent)" />
          <path
            d="M9 11h14M9 16h14M9 21h9"
            stroke="var(--color-on-accent)"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        {brand.name}
      </Link>
      <div className="header-actions">
        <SearchButton />
        <ThemeToggle />
      </div>
    </header>
  );
}
