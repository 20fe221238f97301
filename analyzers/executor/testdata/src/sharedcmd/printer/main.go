package main

// Command printer lists shared.Notes' tools through helpers that take a
// *cetp.Provider and only read its fields — its own printTools and
// wire.List in another package — and serves it nowhere: a parameter of
// Provider type is no serving use by itself, so no verdict here (near
// miss CETP608).

import (
	"fmt"
	"os"

	"example.com/alerts/shared"
	"example.com/alerts/sharedcmd/wire"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	printTools(shared.Notes)
	wire.List(os.Stdout, shared.Notes)
}

func printTools(p *cetp.Provider) {
	for _, t := range p.Tools {
		fmt.Println(t.Name, t.Annotations.Effect)
	}
}
