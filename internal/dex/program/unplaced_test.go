package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestStoredGenerators: what the callers of the three mints' constructors
// pass into their Random field (testdata/dex/src/unplaced613), and what
// the array each mint's nextBytes fills then carries.
func TestStoredGenerators(t *testing.T) {
	p := fixtureProgram(t, "unplaced613")
	const pkg = "Lcom/um/"
	for _, tc := range []struct {
		class      string
		sourceless bool
		stored     regflow.Taint // of Random and Secure
		drawn      regflow.Taint // of Random, Secure and Unplaced
	}{
		{"ByteMint", true, 0, regflow.TaintUnplacedGenerator}, // the registry's object
		{"WeakMint", false, regflow.TaintRandom, regflow.TaintRandom},
		{"SafeMint", false, regflow.TaintSecure, regflow.TaintSecure},
	} {
		t.Run(tc.class, func(t *testing.T) {
			r := p.storedArgs(fieldRef(t, p, pkg+tc.class+";", "rng"))
			if r.Cut != nil || r.Sourceless != tc.sourceless || r.Taint&(regflow.TaintRandom|regflow.TaintSecure) != tc.stored {
				t.Errorf("stored args: taint %b sourceless %v cut %v; want %b, %v", r.Taint, r.Sourceless, r.Cut, tc.stored, tc.sourceless)
			}
			m := methodIn(t, p, pkg, tc.class, "mint")
			a, err := p.Analyze(m)
			if err != nil {
				t.Fatal(err)
			}
			var got regflow.Taint
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Op != dex.OpInvokeStatic {
					return
				}
				if ref, err := m.Class.File.Method(in.Index); err == nil && ref.Name == "encodeToString" {
					got = st.ValueTaint(st.Reg(uint32(in.Args[0])))
				}
			})
			if got&(regflow.TaintRandom|regflow.TaintSecure|regflow.TaintUnplacedGenerator) != tc.drawn {
				t.Errorf("the array nextBytes fills carries %b, want %b", got, tc.drawn)
			}
		})
	}
}
