// Package app serves the catalog's tools: the defects of the other
// packages are reported at their own lines while it is analyzed.
package app

import (
	"context"
	"errors"
	"slices"

	"example.com/notes/catalog"
	"example.com/notes/msgs"
	"example.com/notes/tokens"
	"github.com/clawseed/cetpaudit/cetp"
)

type server struct {
	granted  map[int][]string
	sessions map[int]string
	notes    map[string]string
}

// New serves the catalog's list without an Executor: CETP608 is judged
// where a package calls New (none does here).
func New() *cetp.Provider {
	s := &server{granted: map[int][]string{}, sessions: map[int]string{}, notes: map[string]string{}}
	return &cetp.Provider{
		Descriptor: catalog.Descriptor,
		Tools:      catalog.All(),
		Session:    s.session,
		Authorize:  s.authorize,
		Execute:    s.execute,
	}
}

// NewAdmin serves a list that depends on a parameter: a note, not a guess.
func NewAdmin(admin bool) *cetp.Provider {
	s := &server{granted: map[int][]string{}, sessions: map[int]string{}, notes: map[string]string{}}
	return &cetp.Provider{
		Descriptor: catalog.Descriptor,
		Tools:      catalog.For(admin),
		Session:    s.session,
		Authorize:  s.authorize,
		Execute:    s.execute,
	}
}

var errMissing = errors.New("no such note")

func (s *server) session(ctx context.Context, req *cetp.Request) error {
	if want, ok := s.sessions[req.Caller.UID]; !ok || want != req.SessionToken {
		return cetp.NewError(cetp.ErrNegotiationRequired, "negotiate a session first")
	}
	return nil
}

func (s *server) authorize(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	for _, sc := range tool.Scopes {
		if !slices.Contains(s.granted[req.Caller.UID], sc) {
			return cetp.NewError(cetp.ErrAuthRequired, "grant access to your notes first")
		}
	}
	return nil
}

func (s *server) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	var args struct {
		NoteID string `json:"note_id"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if _, ok := s.notes[args.NoteID]; !ok {
		return nil, cetp.NewError(cetp.ErrInvalidArgs, msgs.Describe(errMissing))
	}
	if tool.Name == "delete_note" && req.ResumeToken == "" {
		e := cetp.NewError(cetp.ErrUserActionRequired, "confirm the deletion in the Notes app")
		e.ResumeToken = tokens.Resume()
		return nil, e
	}
	if tool.Name == "purge_notes" {
		clear(s.notes)
		// The caller polls the purge as an operation (§4.4).
		return &cetp.Result{Operation: &cetp.Operation{ID: tokens.Stamped("purge")}}, nil
	}
	delete(s.notes, args.NoteID)
	return &cetp.Result{}, nil
}
