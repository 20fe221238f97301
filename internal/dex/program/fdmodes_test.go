package program

import (
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestWritableModeFromCaller: in the fdmodes fixture (sketches beside its
// smali in testdata/dex/src/fdmodes), each descriptor put in call() is
// judged with the mode its helper was given, or the default open$default's
// mask selects; with the target budget at 1 the interface calls are cut,
// and say so; a helper judged on its own, its mode a parameter with no
// caller's argument, says it stopped there.
func TestWritableModeFromCaller(t *testing.T) {
	p := fixtureProgram(t, "fdmodes")
	call := methodIn(t, p, "Lcom/example/fdm/", "ToolProvider", "call")
	puts := map[uint32]regflow.Value{}
	p.ReplayCalls(call, func(c *Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Name == "putParcelable" {
			puts[c.Addr] = CallArgs(st, in, c.Ref)[2]
		}
	})
	for _, tc := range []struct {
		name     string
		addr     uint32
		targets  int // SummaryTargets; 0 is the default
		why, cut string
	}{
		{"helper given MODE_READ_WRITE", 0x3b, 0, "MODE_READ_WRITE", ""},
		{"helper given MODE_READ_ONLY", 0x52, 0, "", ""},
		{"open$default", 0x6a, 0, "MODE_READ_WRITE", ""},
		{"two Java helpers, MODE_WRITE_ONLY", 0x7f, 0, "MODE_WRITE_ONLY", ""},
		{"two Java helpers, MODE_READ_ONLY", 0x94, 0, "", ""},
		{"interface, one writable", 0xab, 0, "MODE_READ_WRITE", ""},
		{"interface, all read-only", 0xc2, 0, "", ""},
		{"interface past the budget", 0xab, 1, "", "which has 2 possible targets, more than the 1 whose results"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := puts[tc.addr]
			if !ok {
				t.Fatalf("no putParcelable at %#x (puts at %v)", tc.addr, puts)
			}
			q := p
			if tc.targets != 0 {
				q = fixtureProgram(t, "fdmodes")
				q.SummaryTargets = tc.targets
				q.ReplayCalls(methodIn(t, q, "Lcom/example/fdm/", "ToolProvider", "call"), func(c *Call, in *dex.Insn, st *regflow.State) {
					if c.Addr == tc.addr {
						v = CallArgs(st, in, c.Ref)[2]
					}
				})
			}
			why, cut := q.WritableCut(methodIn(t, q, "Lcom/example/fdm/", "ToolProvider", "call"), v)
			if (tc.why == "") != (why == "") || !strings.Contains(why, tc.why) || (tc.cut == "") != (cut == "") || !strings.Contains(cut, tc.cut) {
				t.Errorf("WritableCut(%v) = %q, %q; want %q, %q", v, why, cut, tc.why, tc.cut)
			}
		})
	}
	// Judged at each call instead (WritableByCallers): openVia's two
	// calls pass MODE_WRITE_ONLY and MODE_READ_ONLY, so one call is
	// writable; openWith's only caller, openVia, passes its own parameter
	// on, so its mode stays unknown and the note is kept.
	via := methodIn(t, p, "Lcom/example/fdm/", "Opener", "openVia")
	if f := p.fdFacts(via); f == nil || len(f.returns) != 1 {
		t.Fatalf("openVia facts %+v", f)
	} else {
		calls, ok := p.WritableByCallers(via, f.returns[0])
		if !ok || len(calls) != 1 || !strings.Contains(calls[0].Why, "MODE_WRITE_ONLY") || calls[0].Caller.Method.Ref.Name != "call" {
			t.Errorf("WritableByCallers(openVia) = %+v, %v; want one writable call from call()", calls, ok)
		}
	}
	with := methodIn(t, p, "Lcom/example/fdm/", "Opener", "openWith")
	if f := p.fdFacts(with); f == nil || len(f.returns) != 1 {
		t.Fatalf("openWith facts %+v", f)
	} else {
		if calls, ok := p.WritableByCallers(with, f.returns[0]); ok {
			t.Errorf("WritableByCallers(openWith) = %+v, ok; want not decided (its caller passes a parameter on)", calls)
		}
	}
	// openWith and openVia on their own, as if each held the put: the
	// mode is the method's parameter (openVia's passed down to openWith),
	// and no caller's argument was given.
	for _, name := range []string{"openWith", "openVia"} {
		m := methodIn(t, p, "Lcom/example/fdm/", "Opener", name)
		f := p.fdFacts(m)
		if f == nil || len(f.returns) != 1 {
			t.Fatalf("%s facts %+v", name, f)
		}
		if why, cut := p.WritableCut(m, f.returns[0]); why != "" || !strings.Contains(cut, "Opener;->openWith") ||
			!strings.Contains(cut, "with a mode that is a parameter of the method putting it, and its calls could not all be judged") {
			t.Errorf("%s judged alone = %q, %q; want the parameter cut", name, why, cut)
		}
	}
}

// TestFieldModes: the modes a data class's field is ever given (rev39_k1's
// ExportSpec: the primary constructor stores its parameter; claim_letter
// passes MODE_READ_ONLY, the $default bridge MODE_READ_WRITE|MODE_CREATE,
// copy() hands the field's own value on and nothing calls it).
func TestFieldModes(t *testing.T) {
	p := fixtureProgram(t, "rev39_k1")
	f := &dex.FieldRef{Class: "Lcom/hearthguard/claims/ExportSpec;", Name: "mode", Type: "I"}
	v, ok := p.fieldModes(f)
	if !ok {
		t.Fatalf("fieldModes(ExportSpec.mode) not decided: %v", v)
	}
	consts, _ := v.Consts()
	if !slices.Contains(consts, 0x10000000) || !slices.Contains(consts, 0x38000000) {
		t.Errorf("fieldModes(ExportSpec.mode) = %v, want MODE_READ_ONLY and MODE_READ_WRITE|MODE_CREATE among them", v)
	}
	if why := writableMode(v); !strings.Contains(why, "MODE_READ_WRITE") {
		t.Errorf("writableMode = %q", why)
	}
}
