package dexrules

import (
	"strings"
	"testing"
)

// TestHandedWholeCases (dexaa_merged): what call() hands to the executor
// from the field c, an object of the merged class a whose id cannot be
// told, is a's run() followed whole and marked so (handed.whole), and a
// write search from call() finds the SharedPreferences commit with that
// mark (writeHit.Unsure: CETP621 and CETP618 then give a note); the
// object from field b, id 2 made in the constructor, is its case alone,
// with no mark.
func TestHandedWholeCases(t *testing.T) {
	prog := fixtureProgram(t, "dexaa_merged")
	call := prog.Method("Lcom/example/dam/ToolProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	if call == nil {
		t.Fatal("no call()")
	}
	bodies := newHandedBodies(prog)
	var wholes, cases []int
	for i, c := range prog.Calls(call) {
		if c.Ref.Name != "execute" {
			continue
		}
		x := bodies.at(call, &prog.Calls(call)[i])
		if x == nil {
			t.Fatalf("execute at %#x hands nothing over", c.Addr)
		}
		wholes, cases = append(wholes, len(x.whole)), append(cases, len(x.cases))
		for m, why := range x.whole {
			if m.Ref.Name != "run" || !strings.Contains(why, "com.example.dam.a, a class R8 merged from several") {
				t.Errorf("execute at %#x: whole %v: %s", c.Addr, m, why)
			}
		}
	}
	if len(wholes) != 2 || wholes[0] != 1 || cases[0] != 0 || wholes[1] != 0 || cases[1] == 0 {
		t.Errorf("execute calls: whole methods %v, case calls %v; want [1 0], [0 >0]", wholes, cases)
	}
	ws := newWriteSearch(prog, anyWrite)
	ws.bodies = true
	hit := ws.reach(call)
	if hit == nil || hit.Unsure == "" || hit.Sink.Ref.Name != "commit" {
		t.Fatalf("write search from call(): %+v, want the commit marked unsure", hit)
	}
}
