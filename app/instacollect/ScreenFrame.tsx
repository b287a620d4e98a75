import { useEffect, useRef, type ReactNode } from "react";

/**
 * One screen: its back control (none on the first screen) and its heading, which takes focus when
 * the screen appears so that a screen reader announces where the customer now is.
 */
export function ScreenFrame({
  title,
  onBack,
  focus = true,
  children,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  focus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="pay-screen">
      {onBack ? (
        <button type="button" className="button-quiet pay-back" onClick={onBack}>
          Back
        </button>
      ) : null}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** What the sandbox refused or could not do, announced as it appears. */
export function AlertBox({ code, message }: { code?: string | undefined; message: string }) {
  return (
    <div className="pay-alert" role="alert">
      {code ? <strong>{code} </strong> : null}
      {message}
    </div>
  );
}
