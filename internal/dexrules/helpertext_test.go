package dexrules_test

import (
	"strings"
	"testing"
)

// TestHelperText (helpertext, Java and Kotlin sketches beside the smali):
// CETP607 through helpers that build text from their parameter. A helper
// describe(String) returning "Tool failed: " + its parameter, given the
// message of a Failure that attempt() fills with e.toString() (line 20),
// is followed from the text to the argument to the field; given fixed
// text (line 24) it is silent. String.valueOf(e) in a helper (line 30)
// and a Kotlin template of e.message (line 60) are exception text; a
// helper choosing fixed text by the exception's class (lines 36, 65) is
// not. A helper given the Bundle that puts "Tool failed: " + its text
// parameter is judged at its callers: e.getMessage() (line 50) reported,
// "disk full" (line 55) silent. Field taint per object: a Failure the
// method constructs itself with fixed text and the request's id (line 41)
// is judged by that construction, not by attempt's Failures, and so is one
// a factory returns (notFound(), line 79); the Failure attempt() returns
// (line 20) by attempt's construction from e.toString(); a Failure read
// from a static field (line 72) keeps the per-field answer and the finding
// says the object read could not be tied to the call giving the exception
// text.
func TestHelperText(t *testing.T) {
	const e = "Lcom/example/htext/Errors;->"
	const file = "com/example/htext/Errors.java"
	const bundle = "(Ljava/lang/String;)Landroid/os/Bundle;"
	got := runDex(t, "helpertext", true, "CETP607")
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", e + "viaResult" + bundle + "@0x19", file, 20},
		{"CETP607", "warning", e + "viaFmt" + bundle + "@0x10", file, 30},
		{"CETP607", "warning", e + "viaFail" + bundle + "@0xe", file, 50},
		{"CETP607", "warning", e + "viaKotlin" + bundle + "@0x10", file, 60},
		{"CETP607", "warning", e + "viaLast" + bundle + "@0xf", file, 72},
	})
	for _, f := range got {
		perField := strings.Contains(f.Message, "could not tie the object read here")
		if want := f.Location.Line == 72; perField != want {
			t.Errorf("line %d: per-field caveat %v, want %v: %s", f.Location.Line, perField, want, f.Message)
		}
		if f.Location.Line == 50 && !strings.Contains(f.Message, "builds the text it puts") {
			t.Errorf("line 50: want the wrapper named as building the text: %s", f.Message)
		}
	}
}
