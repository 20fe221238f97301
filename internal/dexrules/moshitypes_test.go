package dexrules_test

import "testing"

// TestMoshiTypes (dexaa_moshitypes, Kotlin sketch beside the smali; Audit
// is moshirefl's): a Moshi adapter asked for by Type parses into the
// classes the Type names: moshi.adapter(ToolArgs::class.java as Type) at
// the parse (ToolProvider.kt:18, "caller_package" read at Audit line 9)
// and a List<ShareArgs> from Types.newParameterizedType kept in a
// property (line 19, callerPackage read at Audit line 12). main left
// unknown-class notes at line 18 and nothing for line 19. A List<Preset>
// parsed from the app's own constant text is no request (Presets.kt:7).
func TestMoshiTypes(t *testing.T) {
	const rec = "Lcom/example/dmt/Audit;->record(Ljava/lang/Object;)V"
	const file = "com/example/dmt/Audit.java"
	got := runDex(t, "dexaa_moshitypes", true, "CETP606", "CETP614", "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP606", "error", rec + "@0x9", file, 9},
		{"CETP606", "error", rec + "@0x1e", file, 12},
	})
}
