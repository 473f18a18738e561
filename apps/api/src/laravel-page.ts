// The Laravel-style page of the /api lists (promotions, orders): `data.data` with `total`,
// `current_page`, `per_page` and `last_page` (at least 1, so an empty list has one empty page).
export function laravelPage<T>(rows: T[], total: number, page: number, perPage: number) {
  return {
    data: rows,
    total,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
