// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Combobox } from "./combobox";

afterEach(cleanup);

const fruits = ["Apple", "Apricot", "Avocado"];

/** A combobox in a form, offering the fruits that start with what is typed. */
function Harness({ onPick, onSubmit }: { onPick: (fruit: string) => void; onSubmit: () => void }) {
  const [value, setValue] = useState("");
  const options = value ? fruits.filter((f) => f.toLowerCase().startsWith(value.toLowerCase())) : [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox
        label="Fruit"
        listLabel="Fruit suggestions"
        icon={null}
        value={value}
        onValueChange={setValue}
        options={options}
        optionKey={(f) => f}
        renderOption={(f) => f}
        onPick={(f) => {
          setValue(f);
          onPick(f);
        }}
        fieldClassName=""
        inputClassName=""
      />
      <button type="submit">Go</button>
      <p>Outside</p>
    </form>
  );
}

function setup() {
  const onPick = vi.fn();
  const onSubmit = vi.fn();
  render(<Harness onPick={onPick} onSubmit={onSubmit} />);
  const box = screen.getByRole("combobox", { name: "Fruit" });
  return { onPick, onSubmit, box };
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

describe("combobox", () => {
  it("when nothing is typed, then the list is closed and the input says so", () => {
    const { box } = setup();
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("when text is typed, then the list it controls opens with no option active", async () => {
    const { box } = setup();
    await userEvent.type(box, "ap");
    const list = screen.getByRole("listbox", { name: "Fruit suggestions" });
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Apple", "Apricot"]);
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getAllByRole("option", { selected: false })).toHaveLength(2);
  });

  it("when ArrowDown and ArrowUp are pressed, then the active option moves, wraps around and is the one selected", async () => {
    const { box } = setup();
    await userEvent.type(box, "a");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption(box)).toHaveTextContent("Apple");
    expect(screen.getByRole("option", { name: "Apple" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption(box)).toHaveTextContent("Avocado");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption(box)).toHaveTextContent("Apple");
    await userEvent.keyboard("{ArrowUp}");
    expect(activeOption(box)).toHaveTextContent("Avocado");
    expect(screen.getAllByRole("option", { selected: true })).toHaveLength(1);
    expect(box).toHaveFocus();
  });

  it("when Enter is pressed on an active option, then that option is picked, the list closes and the form is not submitted", async () => {
    const { box, onPick, onSubmit } = setup();
    await userEvent.type(box, "ap{ArrowDown}{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith("Apricot");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue("Apricot");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("when Enter is pressed with no active option, then the form is submitted and nothing is picked", async () => {
    const { box, onPick, onSubmit } = setup();
    await userEvent.type(box, "ap{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onPick).not.toHaveBeenCalled();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("when Escape is pressed, then the list closes keeping the text, and a second Escape clears the text", async () => {
    const { box } = setup();
    await userEvent.type(box, "av{ArrowDown}");
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(box).toHaveValue("av");
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveValue("");
  });

  it("when the list was closed with Escape, then ArrowDown opens it again on the first option", async () => {
    const { box } = setup();
    await userEvent.type(box, "a{Escape}{ArrowDown}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(activeOption(box)).toHaveTextContent("Apple");
  });

  it("when an option is clicked, then it is picked and focus stays in the box", async () => {
    const { box, onPick } = setup();
    await userEvent.type(box, "a");
    await userEvent.click(screen.getByRole("option", { name: "Avocado" }));
    expect(onPick).toHaveBeenCalledWith("Avocado");
    expect(box).toHaveFocus();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("when focus leaves the box, then the list closes", async () => {
    const { box } = setup();
    await userEvent.type(box, "a");
    await userEvent.tab();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("when a button outside is pressed, then the list stays open until the press ends, and the click reaches the button and closes the list", async () => {
    const { box, onSubmit } = setup();
    // One session, so the press is still held at the release.
    const user = userEvent.setup();
    await user.type(box, "ap");
    const go = screen.getByRole("button", { name: "Go" });
    await user.pointer({ keys: "[MouseLeft>]", target: go });
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute("aria-expanded", "true");
    await user.pointer({ keys: "[/MouseLeft]", target: go });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("when text outside is clicked, then the list closes", async () => {
    const { box } = setup();
    await userEvent.type(box, "ap");
    await userEvent.click(screen.getByText("Outside"));
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("when focus leaves by Tab, then the list closes at once", async () => {
    const { box } = setup();
    await userEvent.type(box, "ap");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Go" })).toHaveFocus();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
