import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { GameImage } from "~/components/collection/GameImage";
import type { SaleGame } from "~/models/sale/sale";
import { SaleCard } from "./SaleCard";

const game: SaleGame = {
  id: 1,
  slug: "no-photo-replay",
  name: "No Photo",
  type: "pinball",
  location: "Replay",
  status: "Operational",
  imageUrl: null,
  images: [],
  askingPrice: 900,
  forSale: true,
  saleConditionNotes: null,
  missingParts: [],
  saleNotes: null,
  yearMade: 1992,
  typeLabel: "Pinball",
  locationLabel: "Replay Museum",
};

const render = (element: React.ReactElement) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
};

it("a game on sale without a photo shows the collection's own 'Game Image Coming Soon' box", () => {
  const card = render(
    <SaleCard game={game} index={0} inquireHref={() => "/"} onInquire={() => {}} onViewImages={() => {}} />,
  );
  expect(card).toContain("Game Image Coming Soon");
  const placeholder = render(<GameImage url={null} alt="" sizes="" className="size-full" />);
  const inner = placeholder.slice(placeholder.indexOf("<div"), placeholder.lastIndexOf("</div>") + 6);
  expect(card).toContain(inner);
});
