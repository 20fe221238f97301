package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestBuiltGetter: in rev24_recstr, the record Status built in clear() and
// status() answers code() with the constant its constructor got; Draft,
// whose code field is not final and is set again by setCode, keeps the
// getter's summary (draft()); a record built elsewhere and passed in is not
// asked. ctorStores names the final fields a canonical constructor fills,
// the compact constructor of rev24_instanceof's ShareArgs (which validates
// first) included.
func TestBuiltGetter(t *testing.T) {
	p := fixtureProgram(t, "rev24_recstr")
	codeArg := func(name string) regflow.Value {
		t.Helper()
		m := methodIn(t, p, "Lcom/example/r24s/", "SyncProvider", name)
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			t.Fatalf("%s: %v", name, err)
		}
		var got regflow.Value
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != dex.OpInvokeStatic {
				return
			}
			if ref, err := m.Class.File.Method(in.Index); err == nil && ref.Name == "error" {
				got = st.Reg(uint32(in.Args[0]))
			}
		})
		return got
	}
	for name, want := range map[string]string{"clear": "USER_ACTION_REQUIRED", "status": "UNAVAILABLE"} {
		if a, ok := codeArg(name).Single(); !ok || a.Kind != regflow.Str || a.Str != want {
			t.Errorf("%s: error code %v, want %q", name, codeArg(name), want)
		}
	}
	if v := codeArg("draft"); v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Str }) {
		t.Errorf("draft: error code %v, want the getter's unknown field, not a constructor argument", v)
	}

	status := methodIn(t, p, "Lcom/example/r24s/", "Status", "<init>")
	if got := p.ctorStores(status); len(got) != 2 || got[fkey{"Lcom/example/r24s/Status;", "code", "Ljava/lang/String;"}] != 1 ||
		got[fkey{"Lcom/example/r24s/Status;", "rows", "I"}] != 2 {
		t.Errorf("Status.<init> stores %v", got)
	}
	if got := p.ctorStores(methodIn(t, p, "Lcom/example/r24s/", "Draft", "<init>")); got != nil {
		t.Errorf("Draft.<init> stores %v into final fields; its field is not final", got)
	}
	q := fixtureProgram(t, "rev24_instanceof")
	share := methodIn(t, q, "Lcom/example/r24i/", "ShareArgs", "<init>")
	if got := q.ctorStores(share); len(got) != 1 || got[fkey{"Lcom/example/r24i/ShareArgs;", "target", "Ljava/lang/String;"}] != 1 {
		t.Errorf("ShareArgs.<init> stores %v", got)
	}
}
