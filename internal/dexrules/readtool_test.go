package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/rules"
)

const (
	rtNotes = "Lcom/example/rt/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	rtCity  = "Lcom/example/rt/CityProvider;->"
)

// TestReadToolWrites: list_notes, declared ToolEffect.READ in the Kotlin
// SDK subclass, reaches SQLiteDatabase.execSQL through two helpers from
// its `when` branch (an error at the branch's call); get_note only
// queries and appends to an access log (a write §3.4 allows, in a class
// named for it), and add_note is a create tool. recent_notes, declared read in
// a Java subclass, is served by a D8 lambda put in a handler map under its
// name, which reaches SharedPreferences.Editor.apply (an error at the
// registration); pin_note's lambda writes too but the tool is an update.
// note_count's lambda captures nothing, so D8 registers its one INSTANCE
// (a static field read, not an allocation): its FileWriter is found too.
// Without a capture the plain provider's tools have no declared effect,
// so its writes say nothing.
func TestReadToolWrites(t *testing.T) {
	got := runDex(t, "readtool", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", rtNotes + "@0x37", "com/example/rt/NotesProvider.kt", 24},
		{"CETP621", "error", "Lcom/example/rt/JournalProvider;-><init>()V@0x11", "com/example/rt/JournalProvider.java", 16},
		{"CETP621", "error", "Lcom/example/rt/JournalProvider;-><init>()V@0x22", "com/example/rt/JournalProvider.java", 18},
	})
	wants := map[string][]string{
		"list_notes": {`tool "list_notes" is declared effect read (declared in com.example.rt.NotesProvider.<init>)`, "writes: SQLiteDatabase.execSQL",
			"via com.example.rt.NoteStore.listNotes → com.example.rt.NoteStore.markAllRead", "§3.4"},
		"recent_notes": {"the handler com.example.rt.JournalProvider$$ExternalSyntheticLambda0 registered for it", "writes: SharedPreferences$Editor.apply",
			"→ com.example.rt.JournalProvider.recent)"},
		"note_count": {"the handler com.example.rt.JournalProvider$$ExternalSyntheticLambda2 registered for it", "writes: FileWriter.<init>",
			"→ com.example.rt.JournalProvider.countNotes)"},
	}
	for _, f := range got {
		for tool, parts := range wants {
			if !strings.Contains(f.Message, `"`+tool+`"`) {
				continue
			}
			for _, part := range parts {
				if !strings.Contains(f.Message, part) {
					t.Errorf("message %q lacks %q", f.Message, part)
				}
			}
		}
	}
}

// TestReadToolWritesWithCapture: the captured list_tools paired with the
// APK (X+T) declares lookup_city read, and the javac string switch of the
// Java provider ties its case to lookup(), which inserts through a
// ContentResolver: an error at the case's call. sync_cities is declared
// update, so its POST is its own business; recent_cities is read but no
// code dispatches on its name, which a note says at the first write not
// already tied to a tool.
func TestReadToolWritesWithCapture(t *testing.T) {
	res, err := scan.Run([]string{filepath.Join("..", "..", "testdata", "dex", "readtool.apk"), filepath.Join("testdata", "readtool_captures")},
		scan.Options{Root: filepath.Join("..", ".."), Rules: check.Options{Enabled: func(r *rules.Rule) bool { return r.ID == "CETP621" }}})
	if err != nil {
		t.Fatal(err)
	}
	checkDex(t, res.Findings, []dexWant{
		{"CETP621", "error", rtNotes + "@0x37", "com/example/rt/NotesProvider.kt", 24},
		{"CETP621", "error", "Lcom/example/rt/JournalProvider;-><init>()V@0x11", "com/example/rt/JournalProvider.java", 16},
		{"CETP621", "error", "Lcom/example/rt/JournalProvider;-><init>()V@0x22", "com/example/rt/JournalProvider.java", 18},
		{"CETP621", "error", rtCity + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/example/rt/CityProvider.java", 22},
	})
	for _, f := range res.Findings {
		switch f.Level.String() {
		case "error":
			if strings.Contains(f.Message, "lookup_city") && !strings.Contains(f.Message, "captured list_tools testdata/readtool_captures/list_tools.json") {
				t.Errorf("the capture is not named: %s", f.Message)
			}
		}
	}
}

// TestVolatileDeduplication: the Kotlin object MemoryJournalExecutor keeps
// executed requests in a ConcurrentHashMap (a static field set in
// <clinit>) and writes nothing durable: an error at the store of the map.
// NotesMutationExecutor keeps a HashMap cache too but journals each
// request in SQLite, so it is not reported. ReplicatedJournalExecutor also
// hands each request to a library that is not in the APK: whether that
// persists cannot be seen, so a note says so (and names the call).
// WindowedJournalExecutor holds a java.time.Clock beside its maps: a
// clock keeps no records, so it no longer hides the executor.
func TestVolatileDeduplication(t *testing.T) {
	got := runDex(t, "readtool", false, "CETP618")
	checkDex(t, got, []dexWant{
		{"CETP618", "error", "Lcom/example/rt/MemoryJournalExecutor;-><clinit>()V@0xc", "com/example/rt/MemoryJournalExecutor.kt", 8},
		{"CETP618", "note", "Lcom/example/rt/ReplicatedJournalExecutor;-><clinit>()V@0xc", "com/example/rt/ReplicatedJournalExecutor.kt", 8},
		{"CETP618", "error", "Lcom/example/rt/WindowedJournalExecutor;-><init>(Ljava/time/Clock;)V@0x16", "com/example/rt/WindowedJournalExecutor.kt", 11},
	})
	for _, f := range got {
		if f.Level == finding.Note && !strings.Contains(f.Message, "com.vendor.replica.Replica.record, which is not in the APK") {
			t.Errorf("the note does not name the call it cannot see into: %s", f.Message)
		}
		field := "done (ConcurrentHashMap)"
		if strings.Contains(f.Message, "WindowedJournalExecutor") {
			field = "at (HashMap), done (HashMap)"
		}
		if !strings.Contains(f.Message, field) || !strings.Contains(f.Message, "§4.4, §6") {
			t.Errorf("message %q does not name the field or the sections", f.Message)
		}
	}
}

// TestReadToolWritesBudgets: 300 read tools tested in one if-chain
// (testdata/dex/src/manybranches/gen.sh). The first branch's write is
// reported; the second's write lies 15 calls away, past the search depth,
// and the branches after the 256th are not followed: notes say both, and
// the tools left without a handler are named (eight, then a count) at a
// write no followed handler reached.
func TestReadToolWritesBudgets(t *testing.T) {
	got := runDex(t, "manybranches", false, "CETP621")
	mp := "Lcom/example/branches/ManyToolsProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	checkDex(t, got, []dexWant{
		{"CETP621", "error", mp + "@0xc", "com/example/branches/ManyToolsProvider.java", 100},
		{"CETP621", "note", mp + "@0x19", "com/example/branches/ManyToolsProvider.java", 101},
		{"CETP621", "note", mp + "@0xa0c", "com/example/branches/ManyToolsProvider.java", 355},
		{"CETP621", "note", "Lcom/example/branches/Deep;->d14()V@0x4", "com/example/branches/Deep.java", 0},
	})
	for _, f := range got {
		switch {
		case strings.Contains(f.Location.Logical, "@0x19"):
			if !strings.Contains(f.Message, `read tool "t1" stopped after 12 calls deep or 4096 methods`) {
				t.Errorf("depth note: %s", f.Message)
			}
		case strings.Contains(f.Location.Logical, "@0xa0c"):
			if !strings.Contains(f.Message, "300 constants; only the first 256 branches are followed") {
				t.Errorf("branch note: %s", f.Message)
			}
		case strings.Contains(f.Location.Logical, "Deep"):
			if !strings.Contains(f.Message, `"t263", and 36 more`) {
				t.Errorf("unmapped note: %s", f.Message)
			}
		}
	}
}

// TestReadToolCapturedEffectWins: JournalProvider's code declares pin_note
// an update, but the captured list_tools — what Consumers were told —
// says read. The capture's effect wins: pin_note's handler, which writes
// SharedPreferences, is reported and the message names the capture.
func TestReadToolCapturedEffectWins(t *testing.T) {
	res, err := scan.Run([]string{filepath.Join("..", "..", "testdata", "dex", "readtool.apk"), filepath.Join("testdata", "readtool_journal_captures")},
		scan.Options{Root: filepath.Join("..", ".."), Rules: check.Options{Enabled: func(r *rules.Rule) bool { return r.ID == "CETP621" }}})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range res.Findings {
		if strings.Contains(f.Message, `tool "pin_note"`) {
			found = true
			if !strings.Contains(f.Message, "in the captured list_tools testdata/readtool_journal_captures/list_tools.json") {
				t.Errorf("pin_note's finding does not name the capture: %s", f.Message)
			}
		}
	}
	if !found {
		for _, f := range res.Findings {
			t.Logf("%s %s %s:%d %s", f.RuleID, f.Level, f.Location.Path, f.Location.Line, f.Message)
		}
		t.Error("pin_note, captured as read, is not reported though its handler writes")
	}
}
