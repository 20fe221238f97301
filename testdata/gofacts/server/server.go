// Package server is the app's transport: it checks the session negotiate
// issued before handing a call to the notes Provider, and wires its
// executor and policy.
package server

import (
	"context"

	"example.com/gofacts/notes"
	"example.com/gofacts/policy"
	"github.com/clawseed/cetpaudit/cetp"
)

type journal struct{}

func (journal) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx)
}

// Server serves one Provider.
type Server struct {
	p        *cetp.Provider
	sessions map[string]int
}

// New wires the Provider.
func New(s *notes.Service) *Server {
	p := notes.New(s)
	p.Executor = journal{}
	p.Authorize = policy.Open
	return &Server{p: p, sessions: map[string]int{}}
}

// Serve rejects calls without the caller's live session.
func (s *Server) Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	if uid, ok := s.sessions[req.SessionToken]; !ok || uid != req.Caller.UID {
		return nil, cetp.NewError(cetp.ErrNegotiationRequired, "negotiate first")
	}
	return s.p.Handle(ctx, req)
}
