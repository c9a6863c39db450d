import { useState, type KeyboardEvent } from "react";
import { useRovingFocus } from "./use-roving-focus";

type TabsOptions = {
  /** The tab selected first. */
  initial?: number;
  /** "both" lets Up and Down move too (a tab list laid out in two dimensions). */
  orientation?: "horizontal" | "both";
  /** The part of a tab's and its panel's ids that tells them apart: their index unless given. */
  keyOf?: (index: number) => string;
};

/**
 * WAI-ARIA tabs: which tab is selected, and the attributes that tie each tab to its panel. Clicking a
 * tab selects it; the arrows (Home and End too) move focus and select; only the selected tab is in the
 * tab order. Ids are `${idPrefix}-tab-${key}` and `${idPrefix}-panel-${key}`.
 */
export function useTabs(count: number, idPrefix: string, { initial = 0, orientation, keyOf = String }: TabsOptions = {}) {
  const [selected, setSelected] = useState(initial);
  const { itemRef, onKeyDown } = useRovingFocus(count, { orientation, onMove: setSelected });
  const tabId = (index: number) => `${idPrefix}-tab-${keyOf(index)}`;
  const panelId = (index: number) => `${idPrefix}-panel-${keyOf(index)}`;

  const tabProps = (index: number) => ({
    ref: itemRef(index),
    type: "button" as const,
    role: "tab",
    id: tabId(index),
    "aria-selected": index === selected,
    "aria-controls": panelId(index),
    tabIndex: index === selected ? 0 : -1,
    onClick: () => setSelected(index),
    onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
  });

  const panelProps = (index: number) => ({ role: "tabpanel", id: panelId(index), "aria-labelledby": tabId(index), tabIndex: 0 });

  return { selected, tabProps, panelProps, panelId };
}
