import { FieldError } from "~/components/forms/Field";
import { amountText } from "~/models/shared/fields";
import { collectionPhrase, type MuseumSettings } from "~/models/settings/museum-settings";
import { ROW_LIMITS } from "~/models/settings/museum-settings.schema";
import { LogoField } from "./LogoField";
import { RowList } from "./RowList";
import { SettingRow, SettingsSection, TextSetting, type SettingsFields } from "./SettingRow";

type SectionProps = { form: SettingsFields; settings: MuseumSettings };

export const SECTIONS = [
  { id: "identity", title: "Identity" },
  { id: "contact", title: "Contact" },
  { id: "admission", title: "Admission & offers" },
  { id: "collection", title: "Collection" },
] as const;

export function IdentitySection({ form, settings: s }: SectionProps) {
  return (
    <SettingsSection
      id="identity"
      title="Identity"
      lead="How the museum is named in the header, titles, mails and labels."
    >
      <TextSetting
        form={form}
        name="name"
        label="Name"
        hint="Short: the header, page titles, mails."
        defaultValue={s.name}
        maxLength={40}
      />
      <TextSetting
        form={form}
        name="longName"
        label="Long name"
        hint="The full name: the footer, the home page, search engines."
        defaultValue={s.longName}
        maxLength={80}
      />
      <TextSetting
        form={form}
        name="tagline"
        label="Tagline"
        hint="What the museum is, in a few words."
        defaultValue={s.tagline}
        maxLength={120}
      />
      <TextSetting
        form={form}
        name="established"
        label="Year established"
        defaultValue={String(s.established)}
        inputMode="numeric"
        maxLength={4}
        className="max-w-32"
      />
      <LogoField form={form} initial={s.logoUrl} />
    </SettingsSection>
  );
}

export function ContactSection({ form, settings: s }: SectionProps) {
  return (
    <SettingsSection
      id="contact"
      title="Contact"
      lead="The address, phone and links every page and the structured data give."
    >
      <TextSetting form={form} name="street" label="Street" defaultValue={s.street} autoComplete="street-address" />
      <TextSetting form={form} name="city" label="City" defaultValue={s.city} autoComplete="address-level2" />
      <SettingRow form={form} name="region" label="State" hint="As an address writes it, then in words.">
        <div className="grid grid-cols-[6rem_1fr] gap-2">
          <input
            {...form.field("region", true)}
            defaultValue={s.region}
            className="input"
            autoComplete="address-level1"
          />
          <input
            {...form.field("regionName")}
            aria-label="State in words"
            defaultValue={s.regionName}
            className="input"
          />
        </div>
        <FieldError id={form.id} name="regionName" errors={form.errors} />
      </SettingRow>
      <SettingRow
        form={form}
        name="postalCode"
        label="ZIP code and country"
        hint="The country as a two-letter code (US)."
      >
        <div className="grid grid-cols-[1fr_5rem] gap-2">
          <input
            {...form.field("postalCode", true)}
            defaultValue={s.postalCode}
            className="input"
            autoComplete="postal-code"
          />
          <input
            {...form.field("country")}
            aria-label="Country code"
            defaultValue={s.country}
            maxLength={2}
            className="input uppercase"
          />
        </div>
        <FieldError id={form.id} name="country" errors={form.errors} />
      </SettingRow>
      <TextSetting form={form} name="phone" label="Phone" defaultValue={s.phone} type="tel" autoComplete="tel" />
      <TextSetting
        form={form}
        name="email"
        label="Public e-mail"
        defaultValue={s.email}
        type="email"
        autoComplete="email"
      />
      <TextSetting
        form={form}
        name="mapUrl"
        label="Map link"
        hint="Empty: a map search for the address above."
        defaultValue={s.mapUrl ?? ""}
        type="url"
        placeholder="https://"
      />
      <RowList
        form={form}
        name="social"
        title="Social links"
        columns={[
          { key: "platform", label: "Platform", width: "10rem", placeholder: "Instagram" },
          { key: "url", label: "Address (https)", width: "1fr", placeholder: "https://", type: "url" },
        ]}
        initial={s.social}
        max={ROW_LIMITS.social}
        addLabel="Add a social link"
        rowName={(v, i) => v.platform || `link ${i + 1}`}
      />
    </SettingsSection>
  );
}

export function AdmissionSection({ form, settings: s }: SectionProps) {
  return (
    <SettingsSection
      id="admission"
      title="Admission & offers"
      lead="Prices in the order visitors read them; 0 is shown as Free."
    >
      <RowList
        form={form}
        name="admission"
        title="Admission prices"
        columns={[
          { key: "label", label: "Who", width: "1fr", placeholder: "Adults" },
          { key: "price", label: "Price ($)", width: "6.5rem", inputMode: "decimal", placeholder: "16" },
          { key: "note", label: "Note", width: "1fr" },
        ]}
        initial={s.admission.map((row) => ({ label: row.label, price: amountText(row.price), note: row.note }))}
        max={ROW_LIMITS.admission}
        addLabel="Add a price"
        rowName={(v, i) => v.label || `price ${i + 1}`}
      />
      <RowList
        form={form}
        name="offers"
        title="Offers"
        columns={[
          { key: "name", label: "Offer", width: "14rem", placeholder: "Late Night Date Night" },
          { key: "text", label: "What it gives", width: "1fr", placeholder: "2 entries for $26 after 8pm Fri-Sat" },
        ]}
        initial={s.offers}
        max={ROW_LIMITS.offers}
        addLabel="Add an offer"
        rowName={(v, i) => v.name || `offer ${i + 1}`}
      />
      <TextSetting
        form={form}
        name="offerLine"
        label="Footer offer line"
        hint="One short line under the hours; empty for none."
        defaultValue={s.offerLine}
        maxLength={120}
      />
      <TextSetting
        form={form}
        name="priceRange"
        label="Price range"
        hint="For search engines. Empty: from the prices above."
        defaultValue={s.priceRange ?? ""}
        maxLength={40}
      />
      <TextSetting
        form={form}
        name="paymentAccepted"
        label="Payment accepted"
        defaultValue={s.paymentAccepted}
        maxLength={80}
      />
    </SettingsSection>
  );
}

export function CollectionSection({ form, settings: s, machines }: SectionProps & { machines: number }) {
  const counted = collectionPhrase(machines, null);
  return (
    <SettingsSection
      id="collection"
      title="Collection"
      lead="How many machines the pages claim ('over N restored machines')."
    >
      <TextSetting
        form={form}
        name="collectionClaim"
        label="Claim 'over N' machines"
        hint={`Empty: from the collection, which has ${machines} ${machines === 1 ? "machine" : "machines"} now ('${counted}').`}
        defaultValue={s.collectionClaim === null ? "" : String(s.collectionClaim)}
        inputMode="numeric"
        className="max-w-32"
      />
    </SettingsSection>
  );
}
