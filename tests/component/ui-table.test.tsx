import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

function Figures({ scrollLabel }: { scrollLabel?: string }) {
  return (
    <Table scrollLabel={scrollLabel} className="table-fixed" data-testid="figures">
      <TableCaption className="sr-only">Klikken per maand</TableCaption>
      <TableHeader>
        <TableRow className="text-muted-foreground">
          <TableHead scope="col">Maand</TableHead>
          <TableHead scope="col" className="py-1 text-right">
            Klikken
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow className="last:border-0">
          <TableHead scope="row">oktober</TableHead>
          <TableCell className="text-right">1.234</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe("ui/table", () => {
  it("keeps the table's accessible structure: caption, column and row headers, cells", () => {
    render(<Figures />);
    const table = screen.getByRole("table", { name: "Klikken per maand" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Maand", "Klikken"]);
    const row = within(table).getByRole("row", { name: "oktober 1.234" });
    expect(within(row).getByRole("rowheader")).toHaveTextContent("oktober");
    expect(within(row).getByRole("cell")).toHaveTextContent("1.234");
    expect(within(table).getByRole("columnheader", { name: "Maand" })).toHaveAttribute(
      "scope",
      "col",
    );
    expect(within(row).getByRole("rowheader")).toHaveAttribute("scope", "row");
  });

  it("puts the table in a box that scrolls sideways, and lets the caller's classes win", () => {
    render(<Figures />);
    const table = screen.getByTestId("figures");
    expect(table.parentElement).toHaveClass("w-full", "overflow-x-auto");
    expect(table.parentElement).not.toHaveAttribute("role");
    expect(table).toHaveClass("w-full", "table-fixed", "text-left", "text-sm");
    const clicks = screen.getByRole("columnheader", { name: "Klikken" });
    expect(clicks).toHaveClass("py-1", "font-medium", "text-right");
    expect(clicks).not.toHaveClass("py-2");
    expect(screen.getByRole("row", { name: "oktober 1.234" }).className).toBe(
      "border-b last:border-0",
    );
  });

  it("makes the box a labelled region the keyboard can scroll when it is named", () => {
    render(<Figures scrollLabel="Klikken per maand, scrollbaar" />);
    const region = screen.getByRole("region", { name: "Klikken per maand, scrollbaar" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("overflow-x-auto");
    expect(within(region).getByRole("table")).toBe(screen.getByTestId("figures"));
  });

  it("builds a header row from a list of columns: scope=col, muted, a hidden label read aloud", () => {
    render(
      <Table>
        <TableColumnHeads
          columns={[
            { label: "Rapport", className: "pr-3" },
            { label: "Acties", hidden: true },
          ]}
        />
        <TableBody />
      </Table>,
    );
    const heads = screen.getAllByRole("columnheader");
    expect(heads.map((head) => head.textContent)).toEqual(["Rapport", "Acties"]);
    expect(heads.every((head) => head.getAttribute("scope") === "col")).toBe(true);
    expect(heads[0]).toHaveClass("py-2", "font-medium", "pr-3");
    expect(heads[1]?.firstElementChild).toHaveClass("sr-only");
    expect(screen.getByRole("columnheader", { name: "Acties" })).toBeInTheDocument();
    expect(screen.getByRole("row").className).toBe("border-b text-muted-foreground");
  });
});
