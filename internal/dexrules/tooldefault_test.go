package dexrules_test

import (
	"strings"
	"testing"
)

// TestReadToolDefaultBranch: a read tool that no dispatch names runs the
// dispatch's default branch, or a handler lookup's fallback, and is judged
// there. recent_items (ItemsProvider.kt) takes the else branch of a Kotlin
// `when` (hashCode switch, equals per case), which writes preferences: an
// error at the else branch's call. recent_words (RegistryProvider.java) is
// registered under no name, so getOrDefault hands it the fallback handler,
// which writes: an error at the lookup. Near misses: list_items takes the
// else of a sealed-class parse (an areEqual if) that only makes Cmd.List,
// and random_word the elvis after a Map get that only answers unknownTool,
// although the code of both providers writes for their other tools; the
// read tools named in cases (get_item, lookup_word) do not write. Only
// word_stats, which SuffixProvider.java picks by a name suffix no constant
// comparison shows, keeps the note that no dispatch names it, at its own
// provider's write.
func TestReadToolDefaultBranch(t *testing.T) {
	got := runDex(t, "tooldefault", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/td/ItemsProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x48", "com/example/td/ItemsProvider.kt", 22},
		{"CETP621", "error", "Lcom/example/td/RegistryProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x8", "com/example/td/RegistryProvider.java", 23},
		{"CETP621", "note", "Lcom/example/td/SuffixProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x1b", "com/example/td/SuffixProvider.java", 17},
	})
	wantOneNote(t, got, "", `the provider declares the read tools "word_stats", but no dispatch on their names`, "the read tool no dispatch names")
	wants := map[string][]string{
		"recent_items": {"its handler (the default branch of com.example.td.ItemsProvider.executeTool, which runs for it because that dispatch on the tool name lists only \"add_item\", \"get_item\")",
			"writes: SharedPreferences$Editor.apply (via com.example.td.ItemStore.legacy)"},
		"recent_words": {"its handler (the handler com.example.td.HistoryHandler that the lookup in com.example.td.RegistryProvider.executeTool falls back to for a name no handler is registered under)",
			"writes: SharedPreferences$Editor.apply (via com.example.td.HistoryHandler.handle)"},
	}
	for _, f := range got {
		for tool, parts := range wants {
			if !strings.Contains(f.Message, `tool "`+tool+`"`) {
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

// TestReadToolSealedParse (Kotlin sketch beside the smali in
// testdata/dex/src/sealedparse): parseCmd turns the tool name into a case
// of a sealed class and does no work; ItemsProvider.executeTool's `when`
// on the case does. list_items (READ) is Cmd.List, whose branch (an
// areEqual with the object's INSTANCE) writes preferences: an error at
// the write. count_items (READ) is Cmd.Count, whose branch only queries:
// near miss. Before, the dispatch in parseCmd was taken as the handlers
// and the write was missed with no note.
func TestReadToolSealedParse(t *testing.T) {
	got := runDex(t, "sealedparse", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/sp/ItemsProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x37", "com/example/sp/ItemsProvider.kt", 20},
	})
	checkMessages(t, got, map[string][]string{
		"executeTool": {`tool "list_items" is declared effect read`, "writes: SharedPreferences$Editor.apply"},
	})
}
