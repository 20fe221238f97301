// Package memory serves notes from a map it implements repo.Notes with:
// the only implementation in sight has no side effect, so the flag guards
// nothing CETP614 is about (near miss).
package memory

import (
	"context"

	"example.com/alerts/repo"
	"github.com/clawseed/cetpaudit/cetp"
)

type notes map[string]string

func (n notes) Get(ctx context.Context, id string) (string, error) { return n[id], nil }

func (n notes) Delete(ctx context.Context, id string) error {
	delete(n, id)
	return nil
}

type Service struct{ notes repo.Notes }

func New() *Service { return &Service{notes: notes{}} }

func (s *Service) deleteDraft(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var a struct {
		ID        string `json:"id"`
		Confirmed bool   `json:"confirmed"`
	}
	if err := req.DecodeArgs(&a); err != nil {
		return nil, err
	}
	if !a.Confirmed { // near miss CETP614: the in-memory repository has no side effect
		return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm")
	}
	return nil, s.notes.Delete(ctx, a.ID)
}
