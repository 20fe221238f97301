package main

// Command opaque hands shared.Notes to a registry that takes any value,
// where whether it is served is out of sight, and, in init, to a function
// taking an interface that asks for Handle, which serves it: CETP608 there
// (a serving use wins over the note an opaque one alone would get; see
// sharedcmd/registry).

import (
	"context"

	"example.com/alerts/shared"
	"github.com/clawseed/cetpaudit/cetp"
)

var services = map[string]any{}

func register(name string, svc any) { services[name] = svc }

func main() {
	register("notes", shared.Notes)
}

type handler interface {
	Handle(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error)
}

// serve takes what it serves as an interface asking for Handle: handing
// shared.Notes to it serves it.
func serve(h handler) { h.Handle(context.Background(), &cetp.Request{}) }

func init() {
	if len(services) > 1 {
		serve(shared.Notes) // want `CETP608: the program serves shared.Notes`
	}
}
