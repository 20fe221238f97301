package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestPutsKeyParam checks, on keyparams (Kotlin sketch beside the smali),
// that a wrapper taking the key as a parameter gives a put at each call
// site passing one of the keys searched, with that key and the wrapper
// (the outer one when an extension passes its key on to another), and
// none where the key passed is not searched.
func TestPutsKeyParam(t *testing.T) {
	p := fixtureProgram(t, "keyparams")
	m := p.Method("Lcom/example/kput/ToolProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	if m == nil {
		t.Fatal("no call method")
	}
	reach := map[*dex.Method]*Caller{}
	for _, c := range p.Classes {
		for _, mm := range c.Methods() {
			reach[mm] = nil
		}
	}
	puts, cuts := p.Puts(reach, "session_token", "resume_token", "operation_id")
	if len(cuts) != 0 {
		t.Errorf("cuts %v, want none", cuts)
	}
	type row struct {
		addr    uint32
		key     string
		wrapper string
	}
	want := []row{{0x1c, "session_token", "putText"}, {0x40, "resume_token", "putText"}, {0x4d, "operation_id", "putToken"}, {0x5f, "resume_token", "put"}}
	var got []row
	for _, put := range puts {
		if put.Method != m || put.Wrapper == nil {
			t.Errorf("put %s in %v by %v", put.Key, put.Method, put.Wrapper)
			continue
		}
		got = append(got, row{put.Call.Addr, put.Key, put.Wrapper.Ref.Name})
	}
	slices.SortFunc(got, func(a, b row) int { return int(a.addr) - int(b.addr) })
	if len(got) != len(want) {
		t.Fatalf("puts %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("put %d: %v, want %v", i, got[i], want[i])
		}
	}
}
