import type { RichTextBlock as RichTextData } from "@xunlan/cms-content";
import { Container } from "@xunlan/ui";

/**
 * Structured rich text (help, legal, static pages); no raw HTML is ever published. Its headings
 * sit one level under the block's title, or directly under the page's h1 when the block has none
 * (a level never skipped: axe heading-order).
 */
export function RichTextBlock({ block }: { block: RichTextData }) {
  const Major = block.title ? "h3" : "h2";
  const Minor = block.title ? "h4" : "h3";
  return (
    <section aria-label={block.title ?? "正文"} className="py-12 md:py-16">
      <Container size="md" className="max-w-3xl">
        {block.title ? <h2 className="mb-6 font-display text-3xl font-black">{block.title}</h2> : null}
        <div className="space-y-4 text-base leading-relaxed text-grey-800">
          {block.nodes.map((node, index) => {
            const key = `${node.kind}-${index}`;
            switch (node.kind) {
              case "heading":
                return node.level === 2 ? (
                  <Major key={key} className="pt-4 text-xl font-bold text-ink">
                    {node.text}
                  </Major>
                ) : (
                  <Minor key={key} className="pt-2 text-lg font-bold text-ink">
                    {node.text}
                  </Minor>
                );
              case "paragraph":
                return <p key={key}>{node.text}</p>;
              case "list": {
                const items = node.items.map((item) => <li key={item}>{item}</li>);
                return node.ordered ? (
                  <ol key={key} className="list-decimal space-y-1 pl-6">
                    {items}
                  </ol>
                ) : (
                  <ul key={key} className="list-disc space-y-1 pl-6">
                    {items}
                  </ul>
                );
              }
              case "table":
                return (
                  <div key={key} className="overflow-x-auto">
                    <table className="w-full border-collapse text-left text-sm">
                      {node.caption ? <caption className="mb-2 text-left font-bold">{node.caption}</caption> : null}
                      <thead>
                        <tr>
                          {node.head.map((cell) => (
                            <th key={cell} scope="col" className="border-b-2 border-ink px-3 py-2 font-bold">
                              {cell}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {node.rows.map((row, rowIndex) => (
                          <tr key={rowIndex} className="border-b border-grey-200">
                            {row.map((cell, cellIndex) => (
                              <td key={cellIndex} className="px-3 py-2">
                                {cell}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                );
            }
          })}
        </div>
      </Container>
    </section>
  );
}
