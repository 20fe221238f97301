package dexrules_test

import (
	"strings"
	"testing"
)

// TestDescriptorSourceUnknown (Java sketch beside the smali in
// testdata/dex/src/fdsources): a descriptor from an abstract plugin method
// the app has no implementation of (:20) and one from a field no code in
// the app writes (:21) are notes naming the method and the field; a
// read-only one (:18) and one from an interface whose two implementations
// both open read-only (:19) are silent.
func TestDescriptorSourceUnknown(t *testing.T) {
	const call = "Lcom/example/fds/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/fds/ToolProvider.java"
	got := runDex(t, "fdsources", false, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "note", call + "@0x30", file, 20},
		{"CETP612", "note", call + "@0x35", file, 21},
	})
	for i, want := range []string{
		"the descriptor comes from Lcom/example/fds/Exporter;->export(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;, which has no implementation in the app to analyze",
		"the descriptor is kept in the field com.example.fds.ToolProvider.shared, which no code in the app writes",
	} {
		if i < len(got) && !strings.Contains(got[i].Message, want) {
			t.Errorf("message %q: want %q", got[i].Message, want)
		}
	}
}
