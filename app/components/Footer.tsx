import { brand } from "../../content/brand";

export function Footer() {
  return (
    <footer className="help-footer">
      <h2>Need help?</h2>
      <p>
        For any queries about these APIs, email us at{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </footer>
  );
}
