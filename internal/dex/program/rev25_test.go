package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestTargetsAt checks receiver narrowing by parameter on rev25_recv:
// Lookup.run called on the parameter of a private helper reaches only the
// class its one caller passes, while Targets (and TargetsAt on a receiver
// the search cannot place) keeps both implementations.
func TestTargetsAt(t *testing.T) {
	p := fixtureProgram(t, "rev25_recv")
	const pkg = "Lcom/example/r25r/"
	for _, tc := range []struct {
		helper, want string
	}{
		{"cleared", pkg + "CountLookup;"},
		{"audited", pkg + "OwnerLookup;"},
		{"direct", pkg + "OwnerLookup;"},
	} {
		t.Run(tc.helper, func(t *testing.T) {
			m := methodIn(t, p, pkg, "NotesProvider", tc.helper)
			seen := false
			p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
				if c.Ref.Name != "run" {
					return
				}
				seen = true
				if n := implementations(p.Targets(c)); n != 2 {
					t.Errorf("Targets: %d implementations, want both", n)
				}
				got := p.TargetsAt(m, c, in, st)
				if len(got) != 1 || got[0].Class.Name != tc.want {
					t.Errorf("TargetsAt: %v, want %s.run", got, tc.want)
				}
				// A receiver the search cannot place (nothing known of
				// it) keeps every target.
				if got := p.narrowTargets(m, c, regflow.Unknown, p.Targets(c), true); implementations(got) != 2 {
					t.Errorf("TargetsAt on an unknown receiver: %v, want both", got)
				}
			})
			if !seen {
				t.Fatal("no call of Lookup.run")
			}
		})
	}
}

// implementations counts the targets with code (Targets also lists the
// interface's abstract declaration).
func implementations(ms []*dex.Method) int {
	n := 0
	for _, m := range ms {
		if m.HasCode() {
			n++
		}
	}
	return n
}
