// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PhoneInput } from "./phone-input";

describe("PhoneInput", () => {
  it("refuses typed non-digits but keeps the digits", async () => {
    render(<PhoneInput aria-label="Phone" />);
    await userEvent.type(screen.getByLabelText("Phone"), "40a8-5");
    expect(screen.getByLabelText("Phone")).toHaveValue("4085");
  });

  it("keeps only the digits of a number the browser fills in", () => {
    render(<PhoneInput aria-label="Phone" />);
    fireEvent.input(screen.getByLabelText("Phone"), { target: { value: "+1 (408) 555-0142" } });
    expect(screen.getByLabelText("Phone")).toHaveValue("14085550142");
  });

  it("asks browsers for a phone number they can fill in", () => {
    render(<PhoneInput aria-label="Phone" />);
    expect(screen.getByLabelText("Phone")).toHaveAttribute("autocomplete", "tel");
  });
});
