import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CareersPage } from "@/pages/careers-page";
import { renderPage } from "./render-page";

describe("CareersPage", () => {
  it("lists six benefits", () => {
    renderPage(<CareersPage />, "/careers");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Bouw mee aan betaalbare SEO voor iedereen",
    );
    const benefits = screen.getByRole("region", { name: "Waarom werken bij Vindbaar" });
    expect(within(benefits).getAllByRole("heading", { level: 3 })).toHaveLength(6);
  });

  it("lists three full-time jobs in Amsterdam or remote, one per department", () => {
    renderPage(<CareersPage />, "/careers");
    const jobs = within(screen.getByRole("region", { name: "Openstaande vacatures" })).getAllByRole(
      "article",
    );
    expect(jobs).toHaveLength(3);
    const departments = jobs.map((job) => {
      const details = within(job)
        .getAllByRole("definition")
        .map((dd) => dd.textContent);
      expect(details.slice(1)).toEqual(["Amsterdam / Remote", "Fulltime"]);
      return details[0];
    });
    expect(departments).toEqual(["Engineering", "Marketing", "Customer Success"]);
  });

  it("has a descriptive mailto apply link per job with the title in the subject", () => {
    renderPage(<CareersPage />, "/careers");
    const link = screen.getByRole("link", { name: "Solliciteer op Senior Full-Stack Engineer" });
    expect(link).toHaveAttribute(
      "href",
      "mailto:jobs@vindbaar.nl?subject=Sollicitatie%3A%20Senior%20Full-Stack%20Engineer",
    );
    expect(
      screen.getByRole("link", { name: "Solliciteer op Content Marketeer SEO" }),
    ).toHaveAttribute(
      "href",
      "mailto:jobs@vindbaar.nl?subject=Sollicitatie%3A%20Content%20Marketeer%20SEO",
    );
    expect(
      screen.getByRole("link", { name: "Solliciteer op Customer Success Manager" }),
    ).toHaveAttribute(
      "href",
      "mailto:jobs@vindbaar.nl?subject=Sollicitatie%3A%20Customer%20Success%20Manager",
    );
  });
});
