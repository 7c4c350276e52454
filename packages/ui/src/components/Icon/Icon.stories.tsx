import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { theme as t } from '@tessera/tokens';
import { Icon } from './Icon';
import { ICON_SIZES } from './Icon.types';
import { ICON_NAMES } from './icons';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'close', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ICON_SIZES.filter((size) => size !== 'fill') },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${t.color.text.primary};
`;

const Cell = styled.li`
  display: grid;
  justify-items: center;
  gap: ${t.space[2]};
  padding: ${t.space[3]} ${t.space[2]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  & > code {
    font-size: ${t.font.size.xs};
    color: ${t.color.text.muted};
  }
`;

/** Every icon of the registry at the `xl` size, with its name. */
export const AllIcons: Story = {
  render: () => (
    <Grid aria-label="Icons">
      {ICON_NAMES.map((name) => (
        <Cell key={name}>
          <Icon name={name} size="xl" />
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('listitem');
    await expect(cells).toHaveLength(ICON_NAMES.length);
    // Decorative: none of them reaches the accessibility tree.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

const Row = styled.div`
  display: flex;
  align-items: end;
  gap: ${t.space[4]};
  color: ${t.color.text.primary};
`;

/** The size tokens: xs 12, sm 14, md 16, lg 18, xl 20, 2xl 32. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      {ICON_SIZES.filter((size) => size !== 'fill').map((size) => (
        <Icon key={size} {...args} size={size} data-testid={size} />
      ))}
    </Row>
  ),
  args: { name: 'globe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('xs').getBoundingClientRect().width).toBe(12);
    await expect(canvas.getByTestId('2xl').getBoundingClientRect().width).toBe(32);
  },
};

/** With a label the icon is an image with that name; without one it is hidden. */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning', size: '2xl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};
