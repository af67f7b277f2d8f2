import type { Collections } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, Container, PageHeading } from "@xunlan/ui";

/** Props of {@link CollectionIndex}. */
export interface CollectionIndexProps {
  /** The `collections` document: groups of named links. */
  collections: Collections;
}

/**
 * spec §2 /explore/collection: the curated collections of the `collections` document — a
 * 精选系列 banner, then one column per group (three on desktop) of links with an arrow. Links go
 * through ui's LinkProvider.
 */
export function CollectionIndex({ collections }: CollectionIndexProps) {
  return (
    <div className="pb-16">
      <PageHeading eyebrow="专题系列" title="精选系列" />
      <Container className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-3 lg:gap-8">
        {collections.map((collection) => (
          <section key={collection.name} aria-label={collection.name}>
            <h2 className="border-b-2 border-ink pb-3 font-display text-2xl font-black">{collection.name}</h2>
            <ul className="divide-y divide-grey-200">
              {collection.children.map((item) => (
                <li key={item.link}>
                  <Anchor href={item.link} className="group flex items-center justify-between py-4 text-base font-bold hover:text-accent">
                    {item.name}
                    <ArrowIcon size={18} className="transition-transform group-hover:translate-x-1" />
                  </Anchor>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </div>
  );
}
