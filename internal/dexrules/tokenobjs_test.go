package dexrules_test

import (
	"strings"
	"testing"
)

// TestTokenPerObject (tokenobjs, Java sketch beside the smali): Grant's
// token is set from a UUID for some Grants and from java.util.Random or
// the clock for others, so per field it holds both. The Grant a method
// constructs itself is judged by its own constructor call: a UUID (line
// 23) is silent, Random (line 25) an error. A Grant a factory makes and
// the method then sets is judged by that setter call: a UUID (line 28)
// silent, the clock (line 31) an error. A Grant read from a static field
// (line 33) is tied to none of those calls: a note saying the answer is
// kept per field. Each put reads its own Grant in the one method, so the
// objects are those read just before the put, not every Grant the method
// reads.
func TestTokenPerObject(t *testing.T) {
	const call = "Lcom/example/tobj/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/tobj/ToolProvider.java"
	got := runDex(t, "tokenobjs", true, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", call + "@0x36", file, 25},
		{"CETP613", "error", call + "@0x66", file, 31},
		{"CETP613", "note", call + "@0x73", file, 33},
	})
	for _, f := range got {
		perObject := strings.Contains(f.Message, "of an object it makes")
		perField := strings.Contains(f.Message, "keeps one answer per field and could not tie the object read here")
		if want := f.Location.Line != 33; perObject != want || perField == want {
			t.Errorf("line %d: per object %v, per field %v: %s", f.Location.Line, perObject, perField, f.Message)
		}
	}
}
