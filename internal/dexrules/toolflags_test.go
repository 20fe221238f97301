package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const (
	tfNote   = "Lcom/example/tf/NoteProvider;->"
	tfNoteJ  = "com/example/tf/NoteProvider.java"
	tfQueue  = "Lcom/example/tf/QueueProvider;->"
	tfQueueK = "com/example/tf/QueueProvider.kt"
	tfExec   = "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
)

// TestDeclaredByBooleanFlags: the toolflags fixture chooses each tool's
// effect with a boolean. javac/D8: ToolDef's builder keeps readOnly and
// destructive in fields its setters set (const/4 1 at the call) and
// build() picks `readOnly ? READ : destructive ? DELETE : UPDATE`;
// list_notes is read, wipe_notes (readOnly never set: false) delete.
// kotlinc/D8: tool(name, readOnly = true) is read, tool(name) through
// tool$default (mask bit 1 set: the default false) is update.
func TestDeclaredByBooleanFlags(t *testing.T) {
	d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", "toolflags.apk"), false)
	got := dexrules.DeclaredEffects(d)
	want := map[string]string{
		"list_notes":  "read, declared in com.example.tf.NoteProvider.<init> through com.example.tf.ToolDef$Builder.build",
		"wipe_notes":  "delete, declared in com.example.tf.NoteProvider.<init> through com.example.tf.ToolDef$Builder.build",
		"peek_queue":  "read, declared in com.example.tf.QueueProvider.<init> through com.example.tf.FlagToolsKt.tool",
		"drain_queue": "update, declared in com.example.tf.QueueProvider.<init> through com.example.tf.FlagToolsKt.tool$default → com.example.tf.FlagToolsKt.tool",
	}
	checkDeclared(t, got, want)
}

// TestReadToolWritesByBooleanFlags: the read tools chosen by a constant
// flag whose handlers write are reported (list_notes, peek_queue); the
// destructive and defaulted ones are not read (near misses). sync_notes'
// flag is the provider's safeMode field, not a constant where the tool is
// declared: a note names the flag and the field instead of a guess.
func TestReadToolWritesByBooleanFlags(t *testing.T) {
	got := runDex(t, "toolflags", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "note", tfNote + "<init>()V@0x44", tfNoteJ, 19},
		{"CETP621", "error", tfNote + tfExec + "@0x14", tfNoteJ, 27},
		{"CETP621", "error", tfQueue + tfExec + "@0x1e", tfQueueK, 19},
	})
	wantOneNote(t, got, tfNote+"<init>()V@0x44",
		`cannot read the declaration of tool "sync_notes" (built through com.example.tf.ToolDef$Builder.build): its effect is chosen by the flag com.example.tf.ToolDef$Builder.readOnly, which is the field com.example.tf.NoteProvider.safeMode`,
		"the flag that is not a constant")
	for _, f := range got {
		if f.Level.String() == "error" && !strings.Contains(f.Message, "is declared effect read (declared in com.example.tf.") {
			t.Errorf("the message does not say where the tool is declared: %s", f.Message)
		}
	}
}
