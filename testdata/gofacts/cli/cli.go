// Package cli runs one tool call from the command line, without the
// server's session check and executor.
package cli

import (
	"context"

	"example.com/gofacts/notes"
	"github.com/clawseed/cetpaudit/cetp"
)

// Run serves one request.
func Run(ctx context.Context, s *notes.Service, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	p := notes.New(s)
	return p.Handle(ctx, req)
}
