interface HoneypotFieldProps {
  name: string;
  label: string;
}

/**
 * A field people never see or reach (off-screen, aria-hidden, out of the tab order) and bots fill
 * in. The form reads it with FormData; the server ignores a submission that has it filled.
 */
export function HoneypotField({ name, label }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
