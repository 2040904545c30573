import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BusyButton } from "@/components/ui/busy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

describe("BusyButton", () => {
  it("shows its label when idle and the busy label, disabled and aria-busy while busy", () => {
    const { rerender } = render(
      <BusyButton busy={false} busyLabel="Saving...">
        Save
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("type", "submit");
    expect(button).not.toHaveAttribute("aria-busy");
    rerender(
      <BusyButton busy busyLabel="Saving...">
        Save
      </BusyButton>,
    );
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Saving..." })).toHaveAttribute("aria-busy", "true");
  });
});

describe("Field", () => {
  it("labels the control and ties hint and error to it; over the maximum it is invalid", () => {
    const { rerender } = render(
      <Field label="Company name" hint="As on your website." counter={{ length: 83, max: 100 }}>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Company name");
    expect(input).toHaveAccessibleDescription("As on your website.");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("field-counter")).toHaveTextContent("83/100");

    rerender(
      <Field
        label="Company name"
        hint="As on your website."
        error="Too long."
        counter={{ length: 101, max: 100 }}
      >
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(input).toHaveAccessibleDescription("As on your website. Too long.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("field-counter")).toHaveTextContent("101/100");
  });
});
