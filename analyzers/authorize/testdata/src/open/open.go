// Package open wires Authorize hooks that allow everything.
package open

import (
	"context"
	"log"

	"github.com/clawseed/cetpaudit/cetp"
)

type server struct{ debug bool }

func (s *server) allowAll(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	if s.debug {
		log.Printf("authorizing %s", req.ToolName)
		return nil
	}
	return nil
}

// New builds a Provider whose hook is a method value.
func New() *cetp.Provider {
	s := &server{}
	return &cetp.Provider{
		Authorize: s.allowAll, // want `CETP617: Authorize hook allowAll returns nil on every path`
	}
}

var permissive = func(context.Context, *cetp.Request, *cetp.Tool) error { return nil }

// Literal allows through a variable holding a function literal.
var Literal = &cetp.Provider{Authorize: permissive} // want `CETP617: the Authorize hook returns nil`

// Assigned sets the hook after construction.
func Assigned(p *cetp.Provider) {
	p.Authorize = func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { // want `CETP617`
		return nil
	}
}
