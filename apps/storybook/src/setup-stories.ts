import { setProjectAnnotations } from "@storybook/react";
import preview from "../.storybook/preview";

// stories run with the same decorators and parameters as in Storybook (PopupProvider etc.)
setProjectAnnotations([preview]);
