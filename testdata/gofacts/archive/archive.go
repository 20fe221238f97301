// Package archive holds a note handler that the notes Provider's Execute
// hook dispatches to, and that cli also calls on its own.
package archive

import (
	"context"
	"database/sql"

	"github.com/clawseed/cetpaudit/cetp"
)

// Archive moves notes out of the live table.
type Archive struct{ DB *sql.DB }

// ArchiveNote archives the note the request names. It leaves the deadline
// to its callers.
func (a *Archive) ArchiveNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args struct {
		ID string `json:"id"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if _, err := a.DB.ExecContext(ctx, "UPDATE notes SET archived = 1 WHERE id = ?", args.ID); err != nil {
		return nil, err
	}
	return &cetp.Result{}, nil
}
