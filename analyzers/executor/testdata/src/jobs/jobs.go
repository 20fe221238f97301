// Package jobs declares a shared Provider and the function that serves
// it: a program serves it only where it calls Serve (sharedcmd/jobsd),
// not where it merely links the package (sharedcmd/jobsdocs).
package jobs

import (
	"context"

	"example.com/alerts/catalog"
	"github.com/clawseed/cetpaudit/cetp"
)

// P gets its executor, or not, from main.
var P = &cetp.Provider{Tools: catalog.Mutating()} // want `CETP608: note: no finding here: provider jobs.P` P:`returns the Provider at jobs.go:\d+`

// Serve answers one request.
func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	return P.Handle(ctx, req)
}
