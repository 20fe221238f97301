// Package store holds the note handlers a Provider in another package
// (notes) dispatches to. They take the request, not the tool, and reach
// the database without reading the deadline themselves; being exported,
// whether they run behind cetp.Provider.Handle's deadline check is decided
// where they are called, so here CETP619 gives a note only.
package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

// Store is the notes database.
type Store struct{ DB *sql.DB }

// DeleteNote is called from the notes Provider's Execute hook, and from
// notes' own maintenance entry point.
func (s *Store) DeleteNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args struct {
		ID string `json:"id"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if _, err := s.DB.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", args.ID); err != nil { // want `CETP619: note: store.Store.DeleteNote takes a request and reaches \(\*sql.DB\).ExecContext at store.go:\d+ without checking req.Deadline first, and nothing in its package calls it: it is exported`
		return nil, err
	}
	return &cetp.Result{}, nil
}

// Live reports whether the request may still start a side effect.
func Live(req *cetp.Request) bool { // want Live:"checks the request deadline"
	return !req.Expired(time.Now())
}

// purge is unexported: only this package could call it, and nothing
// does, so it is an entry point here (true positive CETP619).
func (s *Store) purge(ctx context.Context, req *cetp.Request) error {
	_, err := s.DB.ExecContext(ctx, "DELETE FROM notes WHERE owner = ?", req.Caller.UID) // want `CETP619: purge handles the request itself`
	return err
}
