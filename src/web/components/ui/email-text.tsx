/**
 * An e-mail address that wraps where a reader expects it: right after the '@' (a break opportunity),
 * and only inside a part that is longer than the line itself. Never cut short with an ellipsis.
 * `break-words`, not `anywhere`: a table column still sizes itself to the longer of the two parts.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="break-words">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
