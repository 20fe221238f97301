package program

import (
	"slices"
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

// TestStoredStrings checks the strings of a data class field on
// rev25_const508: Failure.code is Codes.AUTH (the default, through the
// synthetic default constructor, Companion.getAUTH and
// access$getAUTH$cp) or the inlined const UNAVAILABLE. Callers that are
// not live are left out: the data class's copy(), which nothing calls,
// makes the answer incomplete only when it counts as live; with no live
// caller at all the answer is incomplete too.
func TestStoredStrings(t *testing.T) {
	p := fixtureProgram(t, "rev25_const508")
	const pkg = "Lcom/example/r25c/"
	field := func(class, name string) *dex.FieldRef {
		return &dex.FieldRef{Class: pkg + class + ";", Name: name, Type: "Ljava/lang/String;"}
	}
	all := func(*dex.Method) bool { return true }
	failure := p.Classes[pkg+"Failure;"]
	reach := func(m *dex.Method) bool {
		return m.Class != failure || m.Ref.Name != "copy" && m.Ref.Name != "copy$default"
	}
	busy := methodIn(t, p, pkg, "SyncProvider", "syncBusy")
	noBusy := func(m *dex.Method) bool { return reach(m) && m != busy }
	provider := p.Classes[pkg+"SyncProvider;"]
	noProvider := func(m *dex.Method) bool { return m.Class != provider }
	for _, tc := range []struct {
		name     string
		f        *dex.FieldRef
		live     func(*dex.Method) bool
		want     []string
		complete bool
	}{
		{"code", field("Failure", "code"), reach, []string{"AUTH_REQUIRED", "UNAVAILABLE"}, true},
		{"code with copy live", field("Failure", "code"), all, []string{"AUTH_REQUIRED", "UNAVAILABLE"}, false},
		{"code without syncBusy", field("Failure", "code"), noBusy, []string{"AUTH_REQUIRED"}, true},
		{"message", field("Failure", "message"), reach, []string{"sign in first"}, true},
		{"companion val", field("Codes", "AUTH"), all, []string{"AUTH_REQUIRED"}, true},
		{"consent", field("Consent", "code"), all, []string{"USER_ACTION_REQUIRED"}, true},
		{"no live caller", field("Failure", "code"), func(m *dex.Method) bool { return reach(m) && noProvider(m) }, []string{"AUTH_REQUIRED"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, complete := p.StoredStrings(tc.f, tc.live)
			slices.Sort(got)
			if !slices.Equal(got, tc.want) || complete != tc.complete {
				t.Errorf("got %q complete %v, want %q complete %v", got, complete, tc.want, tc.complete)
			}
		})
	}
}
