// Command docs prints the tools of the Provider notes.New returns and
// serves it nowhere: near miss CETP608 at the constructor; the server
// builds one and serves it: CETP608 there.
package main

import (
	"context"
	"encoding/json"
	"os"

	"example.com/alerts/notes"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	_ = json.NewEncoder(os.Stdout).Encode(notes.New(nil).Tools)
	if len(os.Args) > 1 {
		p := notes.New(nil) // want `CETP608: notes.New returns the provider declared at notes.go:\d+`
		var req cetp.Request
		p.Handle(context.Background(), &req)
	}
}
