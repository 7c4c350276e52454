import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The game catalogue (provider cards, games, lottery games and their draws, card-game rooms),
 * what members do with it (favourites, recently played), and game play: one-time launch tickets,
 * the game sessions they open, and the bets placed. Money is integer minor units.
 */
export const gameTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('game_providers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('vassalage', 'text', (c) => c.notNull())
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('account_type_id', 'text', (c) => c.notNull())
      .addColumn('small_icon', 'text', (c) => c.notNull())
      .addColumn('is_hot', 'integer', (c) => c.notNull().check(sql`is_hot in (0, 1)`))
      .addColumn('maintenance', 'integer', (c) => c.notNull().check(sql`maintenance in (0, 1)`))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addUniqueConstraint('game_providers_code_type_unique', ['vassalage', 'game_type'])
      .execute();

    await db.schema
      .createTable('games')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('provider_id', 'integer', (c) => c.notNull().references('game_providers.id'))
      // The provider's code and type, repeated from the provider so the list filters need no join.
      .addColumn('vassalage', 'text', (c) => c.notNull())
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull().unique())
      .addColumn('game_name', 'text', (c) => c.notNull())
      .addColumn('icon_url', 'text', (c) => c.notNull())
      .addColumn('game_classify', 'text')
      .addColumn('min_bet', 'integer', (c) => c.notNull().check(sql`min_bet > 0`))
      .addColumn('line_num', 'integer', (c) => c.notNull().check(sql`line_num > 0`))
      .addColumn('is_hot', 'integer', (c) => c.notNull().check(sql`is_hot in (0, 1)`))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
    // One index per list filter, each ending in the list's order so a page is read in order.
    for (const [name, columns] of [
      ['games_type_order', ['game_type', 'sort_order', 'id']],
      ['games_provider_order', ['vassalage', 'game_type', 'sort_order', 'id']],
      ['games_classify_order', ['game_type', 'game_classify', 'sort_order', 'id']],
      ['games_min_bet_order', ['game_type', 'min_bet', 'sort_order', 'id']],
      ['games_hot_order', ['is_hot', 'game_type', 'sort_order', 'id']],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('games')
        .columns([...columns])
        .execute();
    }

    await db.schema
      .createTable('lottery_games')
      .addColumn('game_id', 'integer', (c) => c.primaryKey().references('games.id'))
      .addColumn('prize_mode', 'text', (c) => c.notNull())
      .addColumn('lotto_area', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('draw_interval', 'integer', (c) => c.notNull().check(sql`draw_interval > 0`))
      .addColumn('default_play_type', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('lottery_numeros')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('numero', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('lottery_numeros_game_numero_unique', ['game_id', 'numero'])
      .execute();
    await db.schema.createIndex('lottery_numeros_opened').on('lottery_numeros').columns(['opened_at', 'id']).execute();

    await db.schema
      .createTable('game_rooms')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('room_name', 'text', (c) => c.notNull())
      .addColumn('min_bet', 'integer', (c) => c.notNull().check(sql`min_bet > 0`))
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('max_players', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addCheckConstraint('game_rooms_players', sql`players >= 0 and players <= max_players`)
      .execute();

    await db.schema
      .createTable('favourite_games')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'game_id'])
      .execute();
    await db.schema
      .createIndex('favourite_games_member')
      .on('favourite_games')
      .columns(['member_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('recent_games')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('played_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'game_id'])
      .execute();
    await db.schema.createIndex('recent_games_member').on('recent_games').columns(['member_id', 'played_at']).execute();

    await db.schema
      .createTable('launch_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('game_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('bets')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('stake', 'integer', (c) => c.notNull().check(sql`stake > 0`))
      .addColumn('win', 'integer', (c) => c.notNull().check(sql`win >= 0`))
      // What was drawn, as JSON (the reels of a slot).
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('bets_member_key_unique', ['member_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('bets_member_time').on('bets').columns(['member_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'bets',
      'game_sessions',
      'launch_tickets',
      'recent_games',
      'favourite_games',
      'game_rooms',
      'lottery_numeros',
      'lottery_games',
      'games',
      'game_providers',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
