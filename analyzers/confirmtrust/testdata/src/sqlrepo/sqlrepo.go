// Package sqlrepo implements repo.Notes on a database.
package sqlrepo

import (
	"context"
	"database/sql"
)

// SQL is the production repository.
type SQL struct{ DB *sql.DB }

func (s *SQL) Get(ctx context.Context, id string) (string, error) {
	var text string
	err := s.DB.QueryRowContext(ctx, "SELECT text FROM notes WHERE id = ?", id).Scan(&text)
	return text, err
}

func (s *SQL) Delete(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", id)
	return err
}
