package dexrules_test

import (
	"strings"
	"testing"
)

// TestEnumErrorCodes: CETP508 for error codes taken from Kotlin enums
// (testdata/dex/src/enumcodes, sketches beside the smali): name,
// toString() and a property the constructor stores from a literal resolve
// to the constant; INTERNAL and a complete response stay silent; a code
// that is one of several entries, or an enum property computed at run
// time, gets a note naming where it comes from.
func TestEnumErrorCodes(t *testing.T) {
	const r = "Lcom/example/ec/ResponsesKt;->"
	const sig = "(Landroid/app/PendingIntent;)Landroid/os/Bundle;"
	const path = "com/example/ec/Responses.kt"
	got := runDex(t, "enumcodes", false, "CETP508")
	checkDex(t, got, []dexWant{
		{"CETP508", "error", r + "actionByName" + sig + "@0x12", path, 11},
		{"CETP508", "error", r + "authByWire" + sig + "@0x12", path, 21},
		{"CETP508", "error", r + "actionToString" + sig + "@0x12", path, 31},
		{"CETP508", "note", r + "fromParam(Landroid/app/PendingIntent;Lcom/example/ec/ErrorCode;)Landroid/os/Bundle;@0x15", path, 61},
		{"CETP508", "note", r + "computedWire" + sig + "@0x12", path, 71},
	})
	for _, f := range got {
		var want string
		switch {
		case strings.Contains(f.Location.Logical, "authByWire"):
			want = `puts error_code "AUTH_REQUIRED"`
		case strings.Contains(f.Location.Logical, "fromParam"):
			want = `it is one of "USER_ACTION_REQUIRED", "AUTH_REQUIRED", "INTERNAL"`
		case strings.Contains(f.Location.Logical, "computedWire"):
			want = "it comes from com.example.ec.Kind.getWire, in an enum"
		default:
			want = `puts error_code "USER_ACTION_REQUIRED"`
		}
		if !strings.Contains(f.Message, want) || !strings.Contains(f.Message, "§4.3") {
			t.Errorf("message %q: want %q", f.Message, want)
		}
	}
}
