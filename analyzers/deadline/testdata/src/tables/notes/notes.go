// Package notes is the store a handler table dispatches to: exported
// methods taking the request, one writing without a deadline check. It
// cannot see who calls them, so it only notes the write.
package notes

import (
	"context"
	"database/sql"

	"github.com/clawseed/cetpaudit/cetp"
)

// Store keeps notes in a database.
type Store struct{ DB *sql.DB }

// Touch bumps a note's timestamp.
func (s *Store) Touch(ctx context.Context, req *cetp.Request) error {
	_, err := s.DB.ExecContext(ctx, "UPDATE notes SET seen = now() WHERE id = ?", req.RequestID) // want `CETP619: note: notes.Store.Touch takes a request`
	return err
}

// Peek only reads.
func (s *Store) Peek(ctx context.Context, req *cetp.Request) error {
	return s.DB.QueryRowContext(ctx, "SELECT 1 FROM notes WHERE id = ?", req.RequestID).Err()
}
