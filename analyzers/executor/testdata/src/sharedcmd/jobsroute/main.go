// Command jobsroute registers jobs.Serve as a route, a function value it
// never calls itself: registering it serves jobs.P as much as calling it,
// and no package sets its Executor — CETP608 at the function value.
package main

import (
	"context"

	"example.com/alerts/jobs"
	"github.com/clawseed/cetpaudit/cetp"
)

type route func(context.Context, *cetp.Request) (*cetp.Result, *cetp.Error)

var routes = map[string]route{}

func handle(name string, r route) { routes[name] = r }

func main() {
	handle("jobs", jobs.Serve) // want `CETP608: the program serves jobs.P, the provider declared at jobs.go:\d+`
}
