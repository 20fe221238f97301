// Package wired builds its service on sqlrepo, so the repository's write
// behind the interface is visible: a true positive for CETP614.
package wired

import (
	"context"
	"database/sql"

	"example.com/alerts/repo"
	"example.com/alerts/sqlrepo"
	"github.com/clawseed/cetpaudit/cetp"
)

type Service struct{ notes repo.Notes }

func New(db *sql.DB) *Service { return &Service{notes: &sqlrepo.SQL{DB: db}} }

func (s *Service) deleteNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var a struct {
		ID        string `json:"id"`
		Confirmed bool   `json:"user_confirmed"`
	}
	if err := req.DecodeArgs(&a); err != nil {
		return nil, err
	}
	if !a.Confirmed { // want `CETP614: the request argument "user_confirmed" decides whether \(\*sql.DB\).ExecContext at sqlrepo.go:\d+ \(through sqlrepo.SQL.Delete\) runs`
		return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm")
	}
	return nil, s.notes.Delete(ctx, a.ID)
}
