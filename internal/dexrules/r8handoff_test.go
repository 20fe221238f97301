package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const r8wCall = "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

func r8w(class string) string { return "Lcom/example/r8w/" + class + ";" }

// TestR8MergedHandOffAndDirect (r8handoff, Java sketch beside the smali):
// Jobs's two lambdas were merged by R8 into a (id 0 purge deletes a file,
// id 1 ping only logs), both bodies inlined into a.run. CETP619 judges
// only the case of the object's id, whether the object is handed to an
// executor (PurgeProvider warned at the execute, line 12; HandProvider,
// ping's, silent) or run by the invoke-virtual a.run() R8 devirtualized
// the interface call to (SweepProvider warned, line 12; DirectProvider,
// ping's, silent). When the object comes from a field set to either
// (ShelfProvider through the executor, LatchProvider in place), which
// case runs cannot be told: a note at the call, line 22, naming the
// merged class, not a warning.
func TestR8MergedHandOffAndDirect(t *testing.T) {
	got := runDex(t, "r8handoff", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", r8w("PurgeProvider") + r8wCall + "@0x18", "com/example/r8w/PurgeProvider.java", 12},
		{"CETP619", "warning", r8w("SweepProvider") + r8wCall + "@0x14", "com/example/r8w/SweepProvider.java", 12},
		{"CETP619", "note", r8w("ShelfProvider") + r8wCall + "@0x1c", "com/example/r8w/ShelfProvider.java", 22},
		{"CETP619", "note", r8w("LatchProvider") + r8wCall + "@0x18", "com/example/r8w/LatchProvider.java", 22},
	})
	for _, f := range got {
		want := "android.content.Context.deleteFile in com.example.r8w.a.run"
		if f.Level.String() == "note" {
			want = "an object of com.example.r8w.a, a class R8 merged from several, and which case of it runs cannot be told"
		}
		if !strings.Contains(f.Message, want) {
			t.Errorf("%s: %s, want %q", f.Location.Logical, f.Message, want)
		}
	}
}

// TestR8MergedStatelessPlacement: c merges StatProvider's two stateless
// lambdas, one instance of each built in c's own <clinit> and kept in
// INSTANCE and INSTANCE$1. The case handed to the executor that reads the
// caller (WHO, id 0) is CETP603 in c.run, placed in StatProvider.java
// (the one file whose code reads c's instances) at the line R8 kept, 9;
// TICK's case (id 1, line 10) is silent. The near miss of the placement:
// rev14_readgroup's a.c is the same shape, but its instances are read by
// a.b, whose source file R8 renamed ("SourceFile"): which file its cases
// came from is not told, and they stay at the APK.
func TestR8MergedStatelessPlacement(t *testing.T) {
	got := runDex(t, "r8handoff", false, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", r8w("c") + "->run()V@0x13", "com/example/r8w/StatProvider.java", 9},
	})
	for _, tc := range []struct{ fixture, class, src, home string }{
		{"r8handoff", r8w("c"), "StatProvider.java", r8w("StatProvider")},
		{"rev14_readgroup", "La/c;", "", "La/c;"},
	} {
		d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", tc.fixture+".apk"), false)
		src, home := dexrules.SourceOf(d.Program, tc.class)
		if src != tc.src || home != tc.home {
			t.Errorf("%s %s: placed in %q of %q, want %q of %q", tc.fixture, tc.class, src, home, tc.src, tc.home)
		}
	}
}

// TestNegotiateTestInField (negofield, Java sketch beside the smali): a
// negotiate test kept in a boolean field, set by a helper from
// "negotiate".equals(method) and branched on in call(), is the comparison:
// NegoProvider's preferences write under it is negotiate's, and its
// execute_tool reads the deadline before its delete (no CETP619; main
// warned at line 18). TraceProvider keeps a request flag the same way:
// the write under it runs for execute_tool before the deadline is read,
// CETP619 at line 18.
func TestNegotiateTestInField(t *testing.T) {
	got := runDex(t, "negofield", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", "Lcom/example/ngf/TraceProvider;" + r8wCall + "@0x20", "com/example/ngf/TraceProvider.java", 18},
	})
}

// TestGuavaRenamedByShape (guavarenamed, Java sketch beside the smali):
// Guava shrunk into the APK and renamed by R8 is recognised by shape: a.b.c
// extends ExecutorService and its submit has no code there, so
// io.submit(lambda) is a hop (CETP603 where the lambda of line 16 reads the
// caller; main missed it, saying only that a.b.f.execute's body could not
// be followed); a.b.d extends Future and its a(Runnable, Executor) is
// addListener renamed, a hop too (line 21). The lambda of line 20, given
// the uid read before the hop, is the near miss. Guava's own
// a.b.f.execute, which has code, is followed as the app's; its parameter
// body, a note until stop 65, is placed: the listener a.b.g.a hands it,
// reported at line 21.
func TestGuavaRenamedByShape(t *testing.T) {
	got := runDex(t, "guavarenamed", false, "CETP603")
	const lam = "Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda"
	checkDex(t, got, []dexWant{
		{"CETP603", "error", lam + "0;->run()V@0x7", "com/example/grn/ToolProvider.java", 16},
		{"CETP603", "error", lam + "2;->run()V@0x7", "com/example/grn/ToolProvider.java", 21},
	})
	for _, f := range got {
		if f.Location.Logical == lam+"0;->run()V@0x7" && !strings.Contains(f.Message, "com.example.grn.ToolProvider.call hands it to a.b.c.submit") {
			t.Errorf("line 16: %s, want the hop at a.b.c.submit", f.Message)
		}
	}
}
