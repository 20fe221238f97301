package transport // want package:"reads cetp.Request.SessionToken"

// This package serves the notes Provider and checks the session negotiate
// issued before handing a call to it: near miss CETP625.

import (
	"context"

	"example.com/alerts/notesprovider"
	"github.com/clawseed/cetpaudit/cetp"
)

type Server struct {
	p        *cetp.Provider
	sessions map[string]int
}

func NewServer() *Server {
	return &Server{p: notesprovider.New(func(int, []string) bool { return false }), sessions: map[string]int{}}
}

// Serve rejects calls without the caller's live session.
func (s *Server) Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	uid, ok := s.sessions[req.SessionToken]
	if !ok || uid != req.Caller.UID {
		return nil, cetp.NewError(cetp.ErrNegotiationRequired, "negotiate first")
	}
	return s.p.Handle(ctx, req)
}
