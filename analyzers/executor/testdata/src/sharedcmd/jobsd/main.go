// Command jobsd serves jobs.P through jobs.Serve, called from a helper,
// and no package sets its Executor: CETP608 at that call.
package main

import (
	"context"

	"example.com/alerts/jobs"
	"github.com/clawseed/cetpaudit/cetp"
)

func run(req *cetp.Request) {
	jobs.Serve(context.Background(), req) // want `CETP608: the program serves jobs.P, the provider declared at jobs.go:\d+`
}

func main() { run(&cetp.Request{}) }
