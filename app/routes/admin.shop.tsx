import { Gift, ShoppingBag } from "lucide-react";
import { useState } from "react";
import type { Route } from "./+types/admin.shop";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { EditableList } from "~/components/admin/EditableList";
import { GiftCardForm } from "~/components/admin-shop/GiftCardForm";
import { ProductForm } from "~/components/admin-shop/ProductForm";
import { ShopFailureBanner, ShopFailureProvider } from "~/components/admin-shop/ShopFailure";
import { FormAlert } from "~/components/ui/FormAlert";
import { formatPrice } from "~/models/game/game";
import {
  deleteGiftCard,
  deleteProduct,
  listGiftCards,
  listProducts,
  saveGiftCard,
  saveProduct,
} from "~/models/shop/shop-admin.server";
import {
  GIFT_CARD_DELETE_CONFIRM,
  GIFT_CARD_DELETE_FAILED,
  GIFT_CARD_SAVE_FAILED,
  GIFT_CARDS_LOAD_FAILED,
  giftCardFormSchema,
  giftCardToValues,
  giftCardValues,
  NEW_GIFT_CARD,
  NEW_PRODUCT,
  PRODUCT_DELETE_CONFIRM,
  PRODUCT_DELETE_FAILED,
  PRODUCT_SAVE_FAILED,
  productFormSchema,
  productToValues,
  productValues,
  PRODUCTS_LOAD_FAILED,
  type AdminGiftCard,
  type AdminProduct,
  type AdminShopIntent,
} from "~/models/shop/shop.schema";
import { readAdminPost } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { useImageUrls } from "~/utils/use-image-urls";
import { logger } from "~/utils/logger.server";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * Admin Shop: products by name and gift cards by denomination, each added, edited and deleted here; /shop shows them.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Shop | Admin");

/**
 * Each list loads on its own, so one failing still leaves the other to work with; a failed one shows its fixed text
 * (docs/product.md#texts-checks-and-limits).
 */
async function loadOrFail<T>(load: () => Promise<T[]>, what: string): Promise<T[] | null> {
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error }, `admin shop: ${what} failed to load`);
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = getDb();
  const [products, giftCards] = await Promise.all([
    loadOrFail(() => listProducts(db), "products"),
    loadOrFail(() => listGiftCards(db), "gift cards"),
  ]);
  return { products, giftCards };
}

const INTENTS: readonly AdminShopIntent[] = ["save-product", "delete-product", "save-gift-card", "delete-gift-card"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { form, intent, id, save, attempt, invalid } = await readAdminPost(request, INTENTS, "admin shop");
  const actor = actorOf(user, context);
  const db = getDb();
  if (form.get("id") && id === null) return invalid();

  switch (intent) {
    case "save-product":
      return save(productFormSchema.safeParse(productValues(form)), PRODUCT_SAVE_FAILED, (product) =>
        saveProduct(db, id, product, actor),
      );
    case "delete-product":
      return id === null ? invalid() : attempt(PRODUCT_DELETE_FAILED, () => deleteProduct(db, id, actor));
    case "save-gift-card":
      return save(giftCardFormSchema.safeParse(giftCardValues(form)), GIFT_CARD_SAVE_FAILED, (card) =>
        saveGiftCard(db, id, card, actor),
      );
    case "delete-gift-card":
      return id === null ? invalid() : attempt(GIFT_CARD_DELETE_FAILED, () => deleteGiftCard(db, id, actor));
    default:
      return invalid();
  }
}

const badge = (on: boolean, yes: string, no: string) => (
  <span
    className={`rounded-full px-2 py-0.5 text-xs font-bold ${on ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200" : "bg-slate-200 text-slate-800 dark:bg-white/15 dark:text-slate-200"}`}
  >
    {on ? yes : no}
  </span>
);

export default function AdminShop({ loaderData }: Route.ComponentProps) {
  const { products, giftCards } = loaderData;
  const categories = [...new Set((products ?? []).map((p) => p.category))];
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ShopFailureProvider value={setFailure}>
      <ShopPage
        products={products}
        giftCards={giftCards}
        categories={categories}
        failure={failure}
        setFailure={setFailure}
      />
    </ShopFailureProvider>
  );
}

type ShopPageProps = Route.ComponentProps["loaderData"] & {
  categories: string[];
  failure: string | null;
  setFailure: (failure: string | null) => void;
};

function ShopPage({ products, giftCards, categories, failure, setFailure }: ShopPageProps) {
  const { variant } = useImageUrls();
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader title="Shop">
        What the Museum Shop page shows: products in stock and active gift cards. A change here is on the site as soon
        as you save.
      </AdminPageHeader>
      <ShopFailureBanner failure={failure} onDismiss={() => setFailure(null)} />
      <div className="grid items-start gap-6 xl:grid-cols-[3fr_2fr] xl:gap-8">
        {products ? (
          <EditableList<AdminProduct>
            name="products"
            title={`Products (${products.length})`}
            Icon={ShoppingBag}
            addLabel="Add Product"
            editTitle={(p) => `Edit Product: ${p.name}`}
            describe={(p) => `product: ${p.name}`}
            savedText="Product saved."
            emptyText="No products yet."
            items={products}
            listLabel="Products by name"
            listClassName="md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2"
            renderForm={(p, done) => (
              <ProductForm
                productId={p?.id ?? null}
                initial={p ? productToValues(p) : NEW_PRODUCT}
                categories={categories}
                {...done}
              />
            )}
            renderItem={(p, edit) => (
              <>
                <div className="flex gap-3">
                  <img
                    src={variant(p.image_url, 400)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-white/10"
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-xs font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">
                        {p.category}
                      </span>
                      {badge(p.in_stock, "In stock", "Out of stock")}
                    </div>
                    <h3 className="mt-0.5 font-bold break-words">{p.name}</h3>
                    <p className="font-display font-extrabold">{formatPrice(p.price)}</p>
                  </div>
                </div>
                <p className="mt-2 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">
                  {p.description}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  {edit}
                  <DeleteButton
                    action="/admin/shop"
                    fields={{ intent: "delete-product", id: String(p.id) }}
                    what={`product: ${p.name}`}
                    title="Delete Product"
                    description={
                      <>
                        {PRODUCT_DELETE_CONFIRM} &ldquo;{p.name}&rdquo;
                      </>
                    }
                    confirmLabel="Delete Product"
                    onFailure={setFailure}
                  />
                </div>
              </>
            )}
          />
        ) : (
          <FormAlert>{PRODUCTS_LOAD_FAILED}</FormAlert>
        )}
        {giftCards ? (
          <EditableList<AdminGiftCard>
            name="gift-cards"
            title={`Gift Cards (${giftCards.length})`}
            Icon={Gift}
            addLabel="Add Gift Card"
            editTitle={(g) => `Edit Gift Card: ${formatPrice(g.denomination)}`}
            describe={(g) => `gift card: ${formatPrice(g.denomination)}`}
            savedText="Gift card saved."
            emptyText="No gift cards yet."
            items={giftCards}
            listLabel="Gift cards by denomination"
            renderForm={(g, done) => (
              <GiftCardForm giftCardId={g?.id ?? null} initial={g ? giftCardToValues(g) : NEW_GIFT_CARD} {...done} />
            )}
            renderItem={(g, edit) => (
              <>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-display text-xl font-extrabold">{formatPrice(g.denomination)} Gift Card</h3>
                  {badge(g.active, "Active", "Inactive")}
                </div>
                <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{g.description}</p>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  {edit}
                  <DeleteButton
                    action="/admin/shop"
                    fields={{ intent: "delete-gift-card", id: String(g.id) }}
                    what={`gift card: ${formatPrice(g.denomination)}`}
                    title="Delete Gift Card"
                    description={
                      <>
                        {GIFT_CARD_DELETE_CONFIRM} ({formatPrice(g.denomination)}: &ldquo;{g.description}&rdquo;)
                      </>
                    }
                    confirmLabel="Delete Gift Card"
                    onFailure={setFailure}
                  />
                </div>
              </>
            )}
          />
        ) : (
          <FormAlert>{GIFT_CARDS_LOAD_FAILED}</FormAlert>
        )}
      </div>
    </div>
  );
}
