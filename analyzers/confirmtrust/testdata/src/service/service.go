// Package service handles the notes tools against repo.Notes, whose
// implementation main wires from a package this one does not import: the
// side effect behind the interface is out of sight, and CETP614 says so
// in a note.
package service

import (
	"context"

	"example.com/alerts/repo"
	"github.com/clawseed/cetpaudit/cetp"
)

type Service struct{ notes repo.Notes }

func (s *Service) deleteNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var a struct {
		ID        string `json:"id"`
		Confirmed bool   `json:"confirmed"`
	}
	if err := req.DecodeArgs(&a); err != nil {
		return nil, err
	}
	if !a.Confirmed { // want `CETP614: note: the request argument "confirmed" guards code that calls through interface method repo.Notes.Delete, which no type in this package or the packages of its module it imports implements`
		return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm")
	}
	return nil, s.notes.Delete(ctx, a.ID)
}
