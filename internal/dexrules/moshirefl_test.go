package dexrules_test

import "testing"

// TestMoshiReflective (moshirefl, Kotlin and Java sketch beside the
// smali): Moshi with reflection (KotlinJsonAdapterFactory, no generated
// adapter) parses request text into the class given to
// moshi.adapter(X::class.java), whether the adapter is made at the parse
// (line 17) or kept in a property its constructor fills (line 18), with
// no cast at the parse (the result goes to a helper taking Any). The
// keys are the @Json names on the constructor parameters ("caller_package"
// read at Audit line 9; "title", line 10, silent) or the property's own
// name (callerPackage, line 12). No note about an unknown parse class is
// left.
func TestMoshiReflective(t *testing.T) {
	const rec = "Lcom/example/mrefl/Audit;->record(Ljava/lang/Object;)V"
	const file = "com/example/mrefl/Audit.java"
	got := runDex(t, "moshirefl", true, "CETP606", "CETP614", "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP606", "error", rec + "@0x9", file, 9},
		{"CETP606", "error", rec + "@0x1e", file, 12},
	})
}
