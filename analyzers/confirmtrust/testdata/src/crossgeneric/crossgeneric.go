// Package crossgeneric decodes its arguments through the helpers of
// package reqs (reqs.Decode returns them, reqs.Bind fills what it is
// handed). A "confirmed" argument decoded so that gates a write is a true
// positive for CETP614; the same flag read from a settings file decoded by
// reqs.LoadSettings gating the same write is a near miss.
package crossgeneric

import (
	"context"
	"database/sql"

	"example.com/alerts/reqs"
	"github.com/clawseed/cetpaudit/cetp"
)

type deleteArgs struct {
	ID        string `json:"id"`
	Confirmed bool   `json:"confirmed"`
}

type purgeArgs struct {
	Force bool `json:"force"`
}

type policy struct {
	Confirmed bool `json:"confirmed"`
}

type server struct {
	db *sql.DB
}

func (s *server) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch tool.Name {
	case "delete_note":
		a, err := reqs.Decode[deleteArgs](req)
		if err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if !a.Confirmed { // want `CETP614: the request argument "confirmed" decides whether \(\*sql.DB\).ExecContext at crossgeneric.go:\d+ runs`
			return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm first")
		}
		_, err = s.db.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", a.ID)
		return &cetp.Result{}, err
	case "purge_notes":
		var p purgeArgs
		if err := reqs.Bind(req, &p); err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if !p.Force { // want `CETP614: the request argument "force" decides whether \(\*sql.DB\).ExecContext at crossgeneric.go:\d+ runs`
			return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm first")
		}
		_, err := s.db.ExecContext(ctx, "DELETE FROM notes")
		return &cetp.Result{}, err
	case "archive_note":
		var pol policy
		if err := reqs.LoadSettings("/data/policy.json", &pol); err != nil {
			return nil, err
		}
		if !pol.Confirmed { // near miss CETP614: the server's own policy file decides, not the request
			return nil, cetp.NewError(cetp.ErrPermissionDenied, "archiving is off")
		}
		_, err := s.db.ExecContext(ctx, "UPDATE notes SET archived = 1")
		return &cetp.Result{}, err
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

var _ = (&server{}).execute
