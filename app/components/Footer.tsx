import { brand } from "../../content/brand";
import { helpFooter } from "../../content/help-footer";

export function Footer() {
  return (
    <footer className="help-footer">
      <h2>{helpFooter.heading}</h2>
      <p>
        {helpFooter.lead} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </footer>
  );
}
