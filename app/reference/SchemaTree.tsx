import { InlineList } from "../components/InlineList";
import type { SchemaNodeView } from "../../core/openapi/view";

/** Fields of a schema as a nested list: name, type, required, constraints, enum, description. */
export function SchemaTree({ fields }: { fields: SchemaNodeView[] }) {
  if (fields.length === 0) return null;
  return (
    <ul className="schema-tree">
      {fields.map((field) => (
        <SchemaField key={field.anchor} field={field} />
      ))}
    </ul>
  );
}

function SchemaField({ field }: { field: SchemaNodeView }) {
  return (
    <li id={field.anchor} className="schema-field">
      <div className="schema-field-head">
        <code className="schema-field-name" data-pagefind-weight="4">
          {field.name}
        </code>
        <span className="schema-field-type" data-pagefind-weight="1">
          {field.type}
        </span>
        {field.required ? <span className="badge badge-required">required</span> : null}
      </div>
      {field.descriptionHtml ? (
        <div
          className="schema-field-description"
          dangerouslySetInnerHTML={{ __html: field.descriptionHtml }}
        />
      ) : null}
      {field.constraints.length > 0 ? (
        <p className="schema-field-constraints">{field.constraints.join(" · ")}</p>
      ) : null}
      {field.enumValues.length > 0 ? (
        <p className="schema-field-enum" data-pagefind-weight="3">
          One of:{" "}
          <InlineList items={field.enumValues.map((value) => ({ key: value, node: <code>{value}</code> }))} />
        </p>
      ) : null}
      <NestedFields field={field} />
    </li>
  );
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * A field's own fields and variants, closed until the reader opens them, so a long body reads as its
 * top-level fields first. A native disclosure: the browser opens it for find-in-page and for a link
 * to a field inside it, with no script.
 */
function NestedFields({ field }: { field: SchemaNodeView }) {
  const { children, variants } = field;
  if (children.length === 0 && variants.length === 0) return null;
  const parts = [
    children.length > 0 ? counted(children.length, "field") : "",
    variants.length > 0 ? counted(variants.length, "variant") : "",
  ].filter(Boolean);
  const each = field.type.startsWith("array") ? "each item of " : "";
  return (
    <details className="schema-nested">
      <summary>
        {parts.join(" and ")} of {each}
        <code>{field.name}</code>
      </summary>
      <SchemaTree fields={children} />
      <SchemaVariants variants={variants} />
    </details>
  );
}

export function SchemaVariants({ variants }: { variants: SchemaNodeView["variants"] }) {
  if (variants.length === 0) return null;
  return (
    <div className="schema-variants">
      {variants.map((variant) => (
        <div key={variant.title} className="schema-variant">
          <p className="schema-variant-title">One of: {variant.title}</p>
          <SchemaTree fields={variant.fields} />
        </div>
      ))}
    </div>
  );
}
