import styled from 'styled-components';
import { brands, cssVarName, leaves, MODES, resolveTokens, theme as t } from '@tessera/tokens';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  max-width: 760px;
  gap: ${t.space[4]};
`;

const Panel = styled.section`
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.canvas};
  color: ${t.color.text.primary};
  & h3 {
    font-size: ${t.font.size.md};
    margin-bottom: ${t.space[3]};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 2rem 1fr auto;
  align-items: center;
  gap: ${t.space[2]};
  padding: 2px 0;
  font-size: ${t.font.size.xs};
  & code {
    font-family: ${t.font.family.mono};
  }
`;

const Chip = styled.span`
  width: 2rem;
  height: 1.25rem;
  border-radius: ${t.radius.sm};
  border: 1px solid ${t.color.border.default};
`;

const Muted = styled.span`
  color: ${t.color.text.muted};
`;

/** Every colour token of every brand in every mode, each panel themed by its own attributes. */
export function ColourTokens({ brandIds = brands.map((b) => b.id) }: { brandIds?: string[] }) {
  return (
    <Grid>
      {brandIds.flatMap((brand) =>
        MODES.map((mode) => (
          <Panel key={`${brand}-${mode}`} data-brand={brand} data-theme={mode} aria-label={`${brand} ${mode}`}>
            <h3>
              {brand} · {mode}
            </h3>
            {leaves(resolveTokens(brand, mode).color).map(([path, value]) => (
              <Row key={path.join('.')}>
                <Chip style={{ background: `var(${cssVarName(['color', ...path])})` }} />
                <code>{path.join('.')}</code>
                <Muted>{value.startsWith('rgba') ? 'rgba' : value}</Muted>
              </Row>
            ))}
          </Panel>
        )),
      )}
    </Grid>
  );
}

const Scale = styled.div`
  display: grid;
  gap: ${t.space[3]};
`;

const Bar = styled.div`
  height: 1rem;
  background: ${t.color.accent.primary};
  border-radius: ${t.radius.sm};
`;

/** The spacing scale drawn to size. */
export function SpacingTokens() {
  return (
    <Scale>
      {leaves(resolveTokens('tessera', 'light').space).map(([path, value]) => (
        <Row key={path[0]} style={{ gridTemplateColumns: '6rem 5rem 1fr' }}>
          <code>space.{path[0]}</code>
          <Muted>{value}</Muted>
          <Bar style={{ width: `var(${cssVarName(['space', ...path])})` }} />
        </Row>
      ))}
    </Scale>
  );
}

/** The type scale in the current brand's faces. */
export function TypeTokens() {
  const sizes = leaves(resolveTokens('tessera', 'light').font.size);
  return (
    <Scale>
      {sizes.map(([path, value]) => (
        <div
          key={path[0]}
          style={{ display: 'grid', gridTemplateColumns: '8rem 1fr', alignItems: 'baseline', gap: 16 }}
        >
          <Muted>
            <code>font.size.{path[0]}</code> {value}
          </Muted>
          <span
            style={{ fontSize: `var(${cssVarName(['font', 'size', ...path])})`, fontFamily: t.font.family.heading }}
          >
            Jackpot 1,234,567.89 — 头奖 — แจ็คพอต
          </span>
        </div>
      ))}
    </Scale>
  );
}

const Tile = styled.div`
  display: grid;
  place-items: center;
  width: 8rem;
  height: 5rem;
  background: ${t.color.bg.raised};
  border: 1px solid ${t.color.border.default};
  font-size: ${t.font.size.xs};
`;

/** Corner radii and elevation shadows. */
export function ShapeTokens() {
  const base = resolveTokens('tessera', 'light');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {Object.keys(base.radius).map((name) => (
        <Tile key={name} style={{ borderRadius: `var(${cssVarName(['radius', name])})` }}>
          radius.{name}
        </Tile>
      ))}
      {Object.keys(base.shadow).map((name) => (
        <Tile key={name} style={{ boxShadow: `var(${cssVarName(['shadow', name])})` }}>
          shadow.{name}
        </Tile>
      ))}
    </div>
  );
}
