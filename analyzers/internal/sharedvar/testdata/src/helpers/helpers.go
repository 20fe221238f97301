// Package helpers takes Providers as parameters and does different things
// with them: the ParamUses facts say what, and a call is judged by that,
// not by the parameter's type.
package helpers

import (
	"context"
	"fmt"
	"io"

	"example.com/sv/prov"
	"github.com/clawseed/cetpaudit/cetp"
)

// List only reads p's fields.
func List(w io.Writer, p *cetp.Provider) { // want List:"parameters: 1 inspected"
	for _, t := range p.Tools {
		fmt.Fprintln(w, t.Name)
	}
}

// Serve calls p.Handle.
func Serve(ctx context.Context, p *cetp.Provider, req *cetp.Request) { // want Serve:"parameters: 1 served"
	p.Handle(ctx, req)
}

var registry []*cetp.Provider

// Register keeps p where a transport serves it from.
func Register(p *cetp.Provider) { registry = append(registry, p) } // want Register:"parameters: 0 served"

// Relay hands p on to Serve.
func Relay(p *cetp.Provider) { Serve(context.Background(), p, &cetp.Request{}) } // want Relay:"parameters: 0 served"

// Dump hands p to fmt, where whether it is served cannot be seen.
func Dump(p *cetp.Provider) { fmt.Println(p) } // want Dump:"parameters: 0 out of sight"

// Both lists p (a read) and relays q (serves it).
func Both(p, q *cetp.Provider) { // want Both:"parameters: 0 inspected, 1 served"
	List(io.Discard, p)
	Relay(q)
}

// Run serves prov.P through Relay.
func Run() { Relay(prov.P) } // want Run:"serves example.com/sv/prov.P"

// Show lists prov.P: it serves nothing (no fact).
func Show(w io.Writer) { List(w, prov.P) }

// Defaults gives p back after setting its clock: its callers' use of the
// result decides.
func Defaults(p *cetp.Provider) *cetp.Provider { // want Defaults:"parameters: 0 returned"
	p.Now = nil
	return p
}

// RunDefaults serves prov.P through Defaults' result.
func RunDefaults() { Relay(Defaults(prov.P)) } // want RunDefaults:"serves example.com/sv/prov.P"

// ShowDefaults only lists Defaults' result: no fact.
func ShowDefaults(w io.Writer) { List(w, Defaults(prov.P)) }
