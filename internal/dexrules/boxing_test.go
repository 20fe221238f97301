package dexrules_test

import (
	"strings"
	"testing"
)

// TestFlagsThroughBoxing (Kotlin sketch beside the smali in
// testdata/dex/src/boxing): flags boxed on their way to a PendingIntent
// and unboxed with Number.intValue() are the flags they were. A `by lazy`
// Int whose initializer gives FLAG_UPDATE_CURRENT (:13) and a generic
// helper handed a nullable Int that gives it back (:15) are mutable; the
// same with FLAG_IMMUTABLE in it (:12, :14) are silent. Flags from a Koin
// `by inject()` Int (:16) are a note naming the getter they are read
// through, and so is an operation_id from a Koin Long (:17, CETP613),
// where unboxing used to drop the delegate and leave silence.
func TestFlagsThroughBoxing(t *testing.T) {
	const call = "Lcom/example/box/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/box/ToolProvider.kt"
	got := runDex(t, "boxing", false, "CETP601", "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP601", "error", call + "@0x32", file, 13},
		{"CETP601", "error", call + "@0x74", file, 15},
		{"CETP601", "note", call + "@0x88", file, 16},
		{"CETP613", "note", call + "@0x99", file, 17},
	})
	for _, f := range got {
		var want string
		switch f.Location.Line {
		case 16:
			want = "the flags come from a Kotlin delegate read through com.example.box.ToolProvider.getInjectedFlags whose value the analysis cannot follow"
		case 17:
			want = "it comes from a Kotlin delegate read through com.example.box.ToolProvider.getOpId whose value the analysis cannot follow"
		default:
			continue
		}
		if !strings.Contains(f.Message, want) {
			t.Errorf("line %d: %q does not say %q", f.Location.Line, f.Message, want)
		}
	}
}
