package dexrules_test

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

const ipAPK = "../../testdata/dex/interproc.apk"

// interprocTarget loads the interproc fixture with its classes.dex bytes
// passed through edit first (a crafted copy of a real app), and the
// program's work budget set.
func interprocTarget(t *testing.T, edit func([]byte), budget int) *dexrules.DexTarget {
	t.Helper()
	return craftedTarget(t, ipAPK, func(data []byte) []byte {
		if edit != nil {
			edit(data)
		}
		return data
	}, func(p *program.Program) { p.WorkBudget = budget })
}

// craftedTarget loads the fixture APK at path with its classes.dex bytes
// passed through edit (a crafted copy of a real app) and the loaded
// program given to setup, if any.
func craftedTarget(t *testing.T, path string, edit func([]byte) []byte, setup func(*program.Program)) *dexrules.DexTarget {
	t.Helper()
	f, err := dex.Parse("classes.dex", edit(classesDex(t, path)))
	if err != nil {
		t.Fatal(err)
	}
	p, err := program.Load([]*dex.File{f})
	if err != nil {
		t.Fatalf("a bad method must not fail the whole app: %v", err)
	}
	if setup != nil {
		setup(p)
	}
	return &dexrules.DexTarget{Path: "crafted.apk", Program: p, Manifest: fixtureManifest(t, path)}
}

// classesDex returns the classes.dex bytes of the APK at path (nil when
// it has none).
func classesDex(tb testing.TB, path string) []byte {
	tb.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer zr.Close()
	for _, e := range zr.File {
		if e.Name == "classes.dex" {
			rc, err := e.Open()
			if err != nil {
				tb.Fatal(err)
			}
			defer rc.Close()
			data, err := io.ReadAll(rc)
			if err != nil {
				tb.Fatal(err)
			}
			return data
		}
	}
	return nil
}

// fixtureManifest decodes the manifest of the APK at path.
func fixtureManifest(tb testing.TB, path string) *manifest.Manifest {
	tb.Helper()
	af, err := apk.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer af.Close()
	m, err := af.Manifest()
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

func run(d *dexrules.DexTarget, ids ...string) []finding.Finding {
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	return engine.Run(&engine.Targets{Dex: []*dexrules.DexTarget{d}}, check.Options{
		Enabled: func(r *rules.Rule) bool { return want[r.ID] },
	})
}

// TestVerifierRejectedMethodIsANote: Handlers.forName's packed-switch is
// made to jump far outside the method. The method is one the dex verifier
// rejects; the rules that needed it say so in a note naming the input, the
// class and the method, and every other finding stays.
func TestVerifierRejectedMethodIsANote(t *testing.T) {
	// The payload of forName's switch: ident 0x0100, 4 targets, first key 'a'.
	payload := []byte{0x00, 0x01, 0x04, 0x00, 0x61, 0x00, 0x00, 0x00}
	d := interprocTarget(t, func(b []byte) {
		i := bytes.Index(b, payload)
		if i < 0 || bytes.Contains(b[i+1:], payload) {
			t.Fatal("the switch payload is not unique in the fixture")
		}
		binary.LittleEndian.PutUint32(b[i+8:], 0x7fff0000)
	}, 0)
	got := run(d, "CETP603", "CETP611", "CETP604")
	var notes, others []string
	for _, f := range got {
		if f.Level == finding.Note {
			notes = append(notes, f.RuleID+": "+f.Message)
		} else {
			others = append(others, f.RuleID+" "+f.Location.Logical)
		}
	}
	found := false
	for _, n := range notes {
		if strings.Contains(n, "com.example.ip.Handlers.forName") && strings.Contains(n, "crafted.apk") &&
			strings.Contains(n, "rejected by the dex verifier") && strings.Contains(n, "may be incomplete") {
			found = true
		}
	}
	if !found {
		t.Errorf("no note names the rejected method; notes: %q", notes)
	}
	// The findings that do not depend on forName are all still there.
	for _, want := range []string{"CETP604 " + ipPkg + "Packages;->first", "CETP604 " + ipPkg + "Packages;->viaChecker", "CETP603 " + ipPkg + "H3;->handle"} {
		ok := false
		for _, o := range others {
			ok = ok || strings.HasPrefix(o, want)
		}
		if !ok {
			t.Errorf("finding %s lost; have %q", want, others)
		}
	}
}

// TestWorkBudgetIsANote: with the dataflow work per method budget set
// below what the provider's methods need, the rules report notes naming
// the input, class, method and budget instead of silently finding less.
func TestWorkBudgetIsANote(t *testing.T) {
	d := interprocTarget(t, nil, 8)
	got := run(d, "CETP603")
	found := false
	for _, f := range got {
		if f.Level == finding.Note && strings.Contains(f.Message, "crafted.apk") &&
			strings.Contains(f.Message, "dataflow work per method budget (8)") && strings.Contains(f.Message, "com.example.ip.") {
			found = true
		}
	}
	if !found {
		t.Errorf("no budget note; findings: %v", gotDex(got))
		for _, f := range got {
			t.Log(f.Message)
		}
	}
	// Within the default budget the same app gives no such note.
	for _, f := range run(interprocTarget(t, nil, 0), "CETP603") {
		if strings.Contains(f.Message, "budget") {
			t.Errorf("default budget hit: %s", f.Message)
		}
	}
}

// TestManyTargetsFollowed: the interproc fixture's Handler interface has five
// implementations; none is dropped (no note), unlike the old bound of four.
func TestManyTargetsFollowed(t *testing.T) {
	for _, f := range runDex(t, "interproc", false) {
		if strings.Contains(f.Message, "possible targets") {
			t.Errorf("targets cut: %s", f.Message)
		}
	}
}

// TestTargetCutIsANote: call() constructs 130 implementations of one
// interface and calls it (testdata/dex/src/manytargets/gen.sh); more than
// a call site follows, so each rule says its results there may be
// incomplete, at that call.
func TestTargetCutIsANote(t *testing.T) {
	got := runDex(t, "manytargets", false, "CETP603", "CETP611")
	want := map[string]bool{"CETP603": false, "CETP611": false}
	for _, f := range got {
		if f.Level == finding.Note && strings.Contains(f.Message, "more than 128 possible targets") &&
			strings.Contains(f.Message, "manytargets.apk") &&
			f.Location.Logical == "Lcom/example/many/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x28e" {
			want[f.RuleID] = true
		}
	}
	for id, ok := range want {
		if !ok {
			t.Errorf("%s: no note at the cut call; findings %v", id, gotDex(got))
		}
	}
}

// TestWrapperCallersCutIsANote: Err.put puts its parameter under
// error_message and has 66 callers (testdata/dex/src/manywrappers/gen.sh);
// past the 64 followed per wrapper, CETP607 says its results may be
// incomplete, at the first caller left out; and likewise at the callers of
// a wrapper past the three followed back.
func TestWrapperCallersCutIsANote(t *testing.T) {
	got := runDex(t, "manywrappers", false, "CETP607")
	wantOneNote(t, got, "", "com.example.wrappers.Err.put puts its parameter under \"error_message\" and has 66 callers, more than the 64 followed per wrapper (its budget); what this call and the 1 after it pass was not checked (§5)", "the wrapper's callers cut")
	// Chain.w4 → w3 → w2 → w1 → Err.put2: w3's callers are past the
	// wrappers followed back.
	wantOneNote(t, got, "Lcom/example/wrappers/Chain;->w4(Landroid/os/Bundle;Ljava/lang/String;)V@0x0", `com.example.wrappers.Chain.w3 puts its parameter under "error_message" through 3 wrappers, the budget of wrappers followed back to their callers; its callers (1, this one first) were not followed, and what they pass was not checked (§5)`, "the wrappers past the depth followed")
}

// TestThreadBodyCallersCutIsANote: Starter.go starts the Thread it is
// given and has 17 callers (testdata/dex/src/threadcallers/gen.sh), more
// than body resolution follows per parameter (16): CETP603 says it cannot
// tell what runs there, at the hop, even though the receiver is a Thread.
func TestThreadBodyCallersCutIsANote(t *testing.T) {
	got := runDex(t, "threadcallers", false, "CETP603")
	wantOneNote(t, got, "", "the thread started is a parameter of Lcom/example/threads/Starter;->go(Ljava/lang/Thread;)V, which has 17 callers, more than the 16 followed per parameter (the budget of body resolution)", "the thread's callers cut")
}

// TestWideCallIsANote: call() puts what Msg.text() returns under
// error_message, and Msg has more implementations than the analysis
// merges the summaries of (testdata/dex/src/widecall/gen.sh): 33, the
// abstract Msg.text not counted. The result
// is unknown, and CETP607 says it cannot tell, at the put.
func TestWideCallIsANote(t *testing.T) {
	got := runDex(t, "widecall", false, "CETP607")
	wantOneNote(t, got, "", "it comes from a call to com.example.wide.Msg.text, which has 33 possible targets, more than the 32 whose results the analysis merges (its budget)", "the wide call")
}

// TestTokenHelperChainPastDepthIsANote: the resume token's entry is removed
// in call(), and whether its caller owns it is decided by Chain.h25, 26
// calls down a diamond of helpers (testdata/dex/src/deephelpers/gen.sh),
// past the 24 CETP620 follows: a note names the helper left and the
// budget instead of reporting the token as unbound; with a budget that
// reaches h25, nothing is reported.
func TestTokenHelperChainPastDepthIsANote(t *testing.T) {
	got := runDex(t, "deephelpers", false, "CETP620")
	if len(got) != 1 {
		t.Fatalf("findings %v, want the one note", gotDex(got))
	}
	wantOneNote(t, got, "Lcom/example/deep/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xc",
		`cannot tell whether the resume token (Bundle.getString("resume_token")) looked up in com.example.deep.ToolProvider.call is bound to its caller: com.example.deep.Chain.h24 is called more than 24 calls deep, CETP620's budget for following helpers`,
		"the helper chain past the depth followed")
	defer dexrules.SetMaxUseDepth(30)()
	if got := runDex(t, "deephelpers", false, "CETP620"); len(got) != 0 {
		t.Errorf("with the chain followed to h25: findings %v, want none", gotDex(got))
	}
}
