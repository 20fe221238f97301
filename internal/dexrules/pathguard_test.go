package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

const (
	pgFiles  = "Lcom/example/pg/FilesProvider;->"
	pgFilesJ = "com/example/pg/FilesProvider.java"
	pgDocs   = "Lcom/example/pg/DocsProvider;->"
	pgDocsK  = "com/example/pg/DocsProvider.kt"
	pgFS     = "(Ljava/io/File;Ljava/lang/String;)V"
	pgFSS    = "(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V"
	pgKt     = "(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;"
	pgCont   = "Lcom/example/pg/Containment;->"
	pgContJ  = "com/example/pg/Containment.java"
	pgContKt = "Lcom/example/pg/ContainKt;->"
	pgContK  = "com/example/pg/Contain.kt"
)

// TestPathContainmentPerUse: a containment check exempts only the uses
// of the path it checked, on its success branch (sketches beside the
// smali in testdata/dex/src/pathguard). Reported: the second of two files
// when only the first is checked, a check whose result is discarded, a
// check on another variable, one whose failure branch only logs, a helper
// that canonicalizes but never compares (javac + D8), a Kotlin backup file
// that skips File.requireInside, and a path kotlin.io normalizes but never
// compares, a tree handed to a recursive delete, and a canonical path
// opened before it is compared (once, at the open, not again at its File).
// Not reported: resolveInside → requireInside → isInside (the
// File built two helpers above the comparison), a canonical path a helper
// returns only once it is inside, Path.startsWith on a normalized Path,
// a canonical path opened on the success branch of its comparison,
// Kotlin's File.requireInside → isInside (kotlin.io File.startsWith), and
// kotlin.io resolve/normalize/startsWith in one function. A check left to
// an interface with no code in the APK is a note. The "is outside"
// predicates and prefixes of Containment and ContainKt are
// TestPathContainmentNegatedAndPrefix's.
func TestPathContainmentPerUse(t *testing.T) {
	got := runDex(t, "pathguard", false, "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP622", "error", pgFiles + "twoSinks" + pgFSS + "@0x38", pgFilesJ, 40},
		{"CETP622", "error", pgFiles + "discarded" + pgFS + "@0x2", pgFilesJ, 46},
		{"CETP622", "error", pgFiles + "otherVariable" + pgFSS + "@0x2", pgFilesJ, 54},
		{"CETP622", "error", pgFiles + "failOpen" + pgFS + "@0x2", pgFilesJ, 63},
		{"CETP622", "error", pgFiles + "canonOnly" + pgFS + "@0x2", pgFilesJ, 92},
		{"CETP622", "note", pgFiles + "withPolicy" + pgFS + "@0x2", pgFilesJ, 98},
		{"CETP622", "error", pgFiles + "purge" + pgFS + "@0x2", pgFilesJ, 106},
		{"CETP622", "error", pgFiles + "checkAfter" + pgFS + "@0xb", pgFilesJ, 119},
		{"CETP622", "error", pgDocs + "readBoth" + pgKt + "@0x24", pgDocsK, 31},
		{"CETP622", "error", pgDocs + "readUnchecked" + pgKt + "@0x0", pgDocsK, 42},
		{"CETP622", "error", pgCont + "notesPrefix" + pgFS + "@0x2", pgContJ, 17},
		{"CETP622", "error", pgContKt + "readChecked" + pgKt + "@0xc", pgContK, 11},
		{"CETP622", "note", pgContKt + "readUnder(Ljava/lang/String;Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;@0x11", pgContK, 24},
		// Pick (stop 47's review): a path returned past a check is
		// guarded when the failure path returns null (ternary, silent),
		// not when the check sits in a loop whose next iteration's copy
		// is returned (prevLoop), only logs, or returns the raw name on
		// failure or in a catch handler.
		{"CETP622", "error", pgPick + "prevLoop" + pgPickS + "@0x25", pgPickJ, 10},
		{"CETP622", "error", pgPick + "logOnly" + pgPickS + "@0x17", pgPickJ, 30},
		{"CETP622", "error", pgPick + "failMove" + pgPickS + "@0x17", pgPickJ, 40},
		{"CETP622", "error", pgPick + "tryCatch" + pgPickS + "@0x18", pgPickJ, 60},
		{"CETP622", "error", pgPick + "open_prevLoop" + pgPickV + "@0x6", pgPickJ, 100},
		{"CETP622", "error", pgPick + "open_logOnly" + pgPickV + "@0x6", pgPickJ, 101},
		{"CETP622", "error", pgPick + "open_failMove" + pgPickV + "@0x6", pgPickJ, 102},
		{"CETP622", "error", pgPick + "open_tryCatch" + pgPickV + "@0x6", pgPickJ, 104},
	})
}

const (
	pgPick  = "Lcom/example/pg/Pick;->"
	pgPickS = "(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;"
	pgPickV = "(Ljava/io/File;Ljava/lang/String;)V"
	pgPickJ = "com/example/pg/Pick.java"
)

// TestPathContainmentNegatedAndPrefix: containment written as an "is
// outside" predicate guards the uses on its false branch, and a textual
// prefix proves containment only when it ends with a separator. Not
// reported: Containment.readUnlessOutside (javac/D8: isOutside returns
// the two constants of `!startsWith(dir + File.separator)`, merged into
// one return) and ContainKt.readUnlessOutside (kotlinc/D8: the negation
// folded into xor-int/lit8, the prefix ending with '/'), a constant
// prefix ending with "/", Path.startsWith on canonical Paths (whole
// names, no separator needed), and Kotlin's require() on a prefix plus
// File.separator. Reported, each saying the prefix lacks a separator:
// startsWith("/data/notes") in Java, and Kotlin's check() against the
// directory's canonical path alone. A prefix passed in as a parameter is
// a note: whether it ends with a separator is not known.
func TestPathContainmentNegatedAndPrefix(t *testing.T) {
	got := runDex(t, "pathguard", false, "CETP622")
	want := map[string]string{
		pgCont + "notesPrefix" + pgFS + "@0x2":                                                            `which the java.io.FileOutputStream constructor then uses at line 19, and startsWith at line 18 compares it with "/data/notes", which does not end with a separator, so a sibling whose name only begins the same ("/data/notes-evil") passes too; compare with the directory's canonical path plus File.separator, or compare Paths (Path.startsWith matches whole names)`,
		pgContKt + "readChecked" + pgKt + "@0xc":                                                          "which kotlin.io.FilesKt.readText$default then uses at line 13, and startsWith at line 12 compares it with the path of a directory (java.io.File.getCanonicalPath), which does not end with a separator",
		pgContKt + "readUnder(Ljava/lang/String;Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;@0x11": "cannot tell whether com.example.pg.ContainKt.readUnder keeps the request argument \"name\" (passed in by com.example.pg.FilesProvider.call), the file path of the java.io.File constructor, inside a directory: whether the prefix startsWith compares with at line 25 ends with a separator is not known",
	}
	seen := map[string]bool{}
	for _, f := range got {
		l := f.Location.Logical
		if strings.Contains(l, "readUnlessOutside") || strings.Contains(l, "notesSlash") || strings.Contains(l, "pathPrefix") || strings.Contains(l, "readRequired") {
			t.Errorf("a near miss is reported: %s %s", l, f.Message)
		}
		if w, ok := want[l]; ok {
			seen[l] = true
			if !strings.Contains(f.Message, w) || !strings.Contains(f.Message, "(§7.3)") {
				t.Errorf("%s: message %q lacks %q", l, f.Message, w)
			}
		}
	}
	for l := range want {
		if !seen[l] {
			t.Errorf("nothing at %s", l)
		}
	}
}

// TestPathContainmentMessages: each message names the sink, how the
// argument came there, the use that touches the file and why no check
// guards that use.
func TestPathContainmentMessages(t *testing.T) {
	want := map[string][]string{
		"twoSinks":      {`request argument "other" (passed in by com.example.pg.FilesProvider.call)`, "file path of the java.io.File constructor", "which the java.io.FileOutputStream constructor then uses at line 40", "the containment check at line 35 checks another path", "(§7.3)"},
		"discarded":     {"java.io.FileInputStream constructor then uses at line 48", "the result of the containment check at line 47 is not used to stop it"},
		"otherVariable": {"FileInputStream constructor then uses at line 57", "the containment check at line 56 checks another path"},
		"failOpen":      {"FileOutputStream constructor then uses at line 67", "the containment check at line 64 does not stop its failure path from reaching it"},
		"canonOnly":     {"FileInputStream constructor then uses at line 93", "no containment check guards it"},
		"withPolicy":    {"cannot tell whether", `request argument "name"`, "rests on com.example.pg.PathPolicy.check, called at line 99 of com.example.pg.FilesProvider.withPolicy", "no code in the APK"},
		"readBoth":      {"kotlin.io.FilesKt.readText$default then uses at line 31", "the containment check by com.example.pg.PathGuardKt.requireInside at line 30 checks another path"},
		"checkAfter":    {"file path of the java.io.FileOutputStream constructor", "it is used before the containment check at line 120"},
		"purge":         {"which com.example.pg.PathRules.deleteTree then uses at line 106", "no containment check guards it"},
		"readUnchecked": {"file path of kotlin.io.FilesKt.resolve", "readText$default then uses at line 42", "no containment check guards it"},
	}
	got := runDex(t, "pathguard", false, "CETP622")
	seen := map[string]bool{}
	for _, f := range got {
		for name, parts := range want {
			if !strings.Contains(f.Location.Logical, ";->"+name+"(") {
				continue
			}
			seen[name] = true
			for _, p := range parts {
				if !strings.Contains(f.Message, p) {
					t.Errorf("%s: message lacks %q: %s", name, p, f.Message)
				}
			}
		}
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("no finding in %s", name)
		}
	}
}

// TestPathContainmentHelperDepthIsANote: with the helper budget lowered
// to one, PathRules.requireInside is summarized but isInside, below it,
// is not; resolveInside's File is then neither reported nor passed over
// silently: a note says which helper was not followed and why. Kotlin's
// requireInside → isInside chain says the same.
func TestPathContainmentHelperDepthIsANote(t *testing.T) {
	defer dexrules.SetPathBudgets(1, -1, -1)()
	got := runDex(t, "pathguard", false, "CETP622")
	for _, logical := range []string{
		"Lcom/example/pg/PathRules;->resolveInside(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;@0x2",
		pgDocs + "read" + pgKt + "@0x2",
	} {
		wantOneNote(t, got, logical, "is more than 1 helpers deep (the containment analysis's budget)", logical)
	}
	for _, f := range got {
		if f.Level != finding.Note && (strings.Contains(f.Location.Logical, "resolveInside") || strings.Contains(f.Location.Logical, "->read(")) {
			t.Errorf("a finding beyond the budget: %s %s", f.Location.Logical, f.Message)
		}
	}
}

// TestPathContainmentBudgetsAreNotes: past the budget of helpers analyzed
// per app, or of checks followed per method, a path the analysis would
// have found guarded gets a note naming the budget, never silence.
func TestPathContainmentBudgetsAreNotes(t *testing.T) {
	t.Run("helpers", func(t *testing.T) {
		defer dexrules.SetPathBudgets(-1, 0, -1)()
		got := runDex(t, "pathguard", false, "CETP622")
		wantOneNote(t, got, "Lcom/example/pg/PathRules;->resolveInside(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;@0x2",
			"which was not analyzed: the containment analysis's budget of 0 helpers per app is spent", "the helper budget")
	})
	t.Run("checks", func(t *testing.T) {
		defer dexrules.SetPathBudgets(-1, -1, 0)()
		got := runDex(t, "pathguard", false, "CETP622")
		wantOneNote(t, got, pgFiles+"nioPath(Ljava/nio/file/Path;Ljava/lang/String;)V@0x0",
			"com.example.pg.FilesProvider.nioPath has 1 containment checks, more than the 0 whose reach is followed per method", "the check budget")
	})
}

// TestPathPredicateReturnBudgetIsANote: with no instruction walked back
// from a boolean return, the isOutside helpers (and the other predicates)
// can no longer be read as checks: the reads they guard get a note naming
// the helper and the budget, never a finding and never silence.
func TestPathPredicateReturnBudgetIsANote(t *testing.T) {
	defer dexrules.SetMaxBoolDefs(0)()
	got := runDex(t, "pathguard", false, "CETP622")
	wantOneNote(t, got, pgCont+"readUnlessOutside"+pgFS+"@0x2",
		"whether it is checked rests on com.example.pg.Containment.isOutside, called at line 9 of com.example.pg.Containment.readUnlessOutside, which could not be judged (its boolean result is set more than 0 instructions before it returns)",
		"the return budget in Java")
	wantOneNote(t, got, pgContKt+"readUnlessOutside"+pgKt+"@0xc",
		"rests on com.example.pg.ContainKt.isOutside, called at line 18 of com.example.pg.ContainKt.readUnlessOutside, which could not be judged",
		"the return budget in Kotlin")
	for _, f := range got {
		if f.Level.String() == "error" && strings.Contains(f.Location.Logical, "readUnlessOutside") {
			t.Errorf("a finding past the budget: %s", f.Message)
		}
	}
}
