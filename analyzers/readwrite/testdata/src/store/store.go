// Package store is a persistence layer that does not import cetp: its
// writes reach the Provider packages through facts.
package store

import (
	"context"
	"database/sql"
	"os"
)

// DB wraps a database.
type DB struct{ db *sql.DB }

// Touch records the last access of a watchlist: a write.
func (d *DB) Touch(ctx context.Context, id string) error {
	_, err := d.db.ExecContext(ctx, "UPDATE watchlists SET seen = now() WHERE id = ?", id)
	return err
}

// Load reads a watchlist.
func (d *DB) Load(ctx context.Context, id string) (string, error) {
	var name string
	err := d.db.QueryRowContext(ctx, "SELECT name FROM watchlists WHERE id = ?", id).Scan(&name)
	return name, err
}

// Export writes a file.
func Export(path string, data []byte) error { return os.WriteFile(path, data, 0o600) }
