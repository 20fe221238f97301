package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const (
	thTask     = "Lcom/example/th/TaskProvider;->"
	thTaskJ    = "com/example/th/TaskProvider.java"
	thTaskExec = thTask + "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	thJob      = "Lcom/example/th/JobProvider;->"
	thJobK     = "com/example/th/JobProvider.kt"
	thJobExec  = thJob + "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
)

// TestDeclaredThroughHelpers: the declaration reader follows each helper's
// parameters to the tool's name and effect. Java (javac/D8): a static
// factory whose annotations come from another static helper, an instance
// helper calling it, and a builder keeping the name and effect in fields.
// Kotlin (kotlinc/D8): a top-level factory, its $default bridge (the
// effect left to its default), an extension mapping the app's data class
// through its getters, and a companion object's helper.
func TestDeclaredThroughHelpers(t *testing.T) {
	d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", "toolhelpers.apk"), false)
	got := dexrules.DeclaredEffects(d)
	want := map[string]string{
		"list_tasks":   "read, declared in com.example.th.TaskProvider.<init> through com.example.th.TaskProvider.tool",
		"count_tasks":  "read, declared in com.example.th.TaskProvider.<init> through com.example.th.TaskProvider.tool",
		"delete_task":  "delete, declared in com.example.th.TaskProvider.<init> through com.example.th.TaskProvider.tool",
		"export_tasks": "read, declared in com.example.th.TaskProvider.<init> through com.example.th.TaskProvider.readTool → com.example.th.TaskProvider.tool",
		"touch_task":   "read, declared in com.example.th.TaskProvider.<init> through com.example.th.ToolSpec$Builder.build",
		"list_jobs":    "read, declared in com.example.th.JobProvider.<init> through com.example.th.ToolsKt.tool",
		"peek_job":     "read, declared in com.example.th.JobProvider.<init> through com.example.th.JobProvider$Companion.readOnly → com.example.th.ToolsKt.tool",
		"retry_job":    "read, declared in com.example.th.JobProvider.<init> through com.example.th.ToolsKt.toSdk → com.example.th.ToolsKt.tool",
		"cancel_job":   "update, declared in com.example.th.JobProvider.<init> through com.example.th.ToolsKt.tool",
		"rename_job":   "read, declared in com.example.th.JobProvider.<init> through com.example.th.ToolsKt.tool$default → com.example.th.ToolsKt.tool",
	}
	checkDeclared(t, got, want)
}

// TestReadToolWritesThroughHelpers: read tools declared through helpers
// whose handlers write are reported at the branch's call (list_tasks,
// export_tasks, touch_task in Java; list_jobs, retry_job, rename_job in
// Kotlin); count_tasks and peek_job only query, delete_task and cancel_job
// are not read. purge_tasks and sweep_jobs get an effect that differs by
// path, and the names of the loop's tools are array elements: a note at
// each declaration says it cannot be read.
func TestReadToolWritesThroughHelpers(t *testing.T) {
	got := runDex(t, "toolhelpers", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", thTaskExec + "@0x12", thTaskJ, 47},
		{"CETP621", "error", thTaskExec + "@0x3f", thTaskJ, 50},
		{"CETP621", "error", thTaskExec + "@0x4e", thTaskJ, 51},
		{"CETP621", "note", thTask + "<init>()V@0x61", thTaskJ, 22},
		{"CETP621", "note", thTask + "<init>()V@0x72", thTaskJ, 24},
		{"CETP621", "error", thJobExec + "@0x49", thJobK, 23},
		{"CETP621", "error", thJobExec + "@0x57", thJobK, 25},
		{"CETP621", "error", thJobExec + "@0x65", thJobK, 27},
		{"CETP621", "note", thJob + "<init>()V@0x4f", thJobK, 17},
	})
	notes := map[string][]string{
		"@0x61": {`the declaration of tool "purge_tasks" (built through com.example.th.TaskProvider.tool)`, `its effect is not the same constant on every path ("read" or "delete")`, "§3.4"},
		"@0x72": {"a tool declaration (built through com.example.th.TaskProvider.tool)", "its name is an element of an array"},
		"@0x4f": {`the declaration of tool "sweep_jobs" (built through com.example.th.ToolsKt.tool)`, `("read" or "delete")`},
	}
	for _, f := range got {
		for at, parts := range notes {
			if f.Level.String() != "note" || !strings.HasSuffix(f.Location.Logical, at) {
				continue
			}
			for _, part := range parts {
				if !strings.Contains(f.Message, part) {
					t.Errorf("note %s lacks %q: %s", at, part, f.Message)
				}
			}
		}
		if f.Level.String() == "error" && strings.Contains(f.Message, `"retry_job"`) &&
			!strings.Contains(f.Message, "declared in com.example.th.JobProvider.<init> through com.example.th.ToolsKt.toSdk → com.example.th.ToolsKt.tool") {
			t.Errorf("the message does not name the helpers: %s", f.Message)
		}
	}
}

// TestDeclarationHelperDepthIsANote: with the helper bound lowered to one,
// the declarations read through two helpers (export_tasks, retry_job,
// rename_job, peek_job) are no longer taken, and a note at each names the
// tool and the helpers; those one helper deep are still read.
func TestDeclarationHelperDepthIsANote(t *testing.T) {
	defer dexrules.SetMaxDeclHelpers(1)()
	got := runDex(t, "toolhelpers", false, "CETP621")
	for _, tool := range []string{"export_tasks", "retry_job", "rename_job", "peek_job"} {
		wantOneNote(t, got, "", `the declaration of tool "`+tool+`"`, tool+"'s declaration")
	}
	for _, f := range got {
		if strings.Contains(f.Message, `the declaration of tool "peek_job"`) &&
			(!strings.Contains(f.Message, "built through more than 1 nested helpers, the most followed") ||
				f.Location.Logical != thJob+"<init>()V@0x1c" || f.Location.Line != 13) {
			t.Errorf("depth note: %s %s:%d %s", f.Location.Logical, f.Location.Path, f.Location.Line, f.Message)
		}
		if f.Level.String() == "error" && (strings.Contains(f.Message, `"export_tasks"`) || strings.Contains(f.Message, `"retry_job"`)) {
			t.Errorf("a finding past the bound: %s", f.Message)
		}
	}
	if n := len(got); n == 0 {
		t.Fatal("no findings")
	}
	var lists int
	for _, f := range got {
		if f.Level.String() == "error" && (strings.Contains(f.Message, `"list_tasks"`) || strings.Contains(f.Message, `"list_jobs"`)) {
			lists++
		}
	}
	if lists != 2 {
		t.Errorf("the declarations one helper deep are no longer read: %v", gotDex(got))
	}
}

// TestDeclarationNestingIsANote: with no summary allowed inside another,
// the factories JobProvider's constructor calls cannot be summarized
// there, and each call says so in a note (once per call) instead of
// losing its declarations silently; nothing is reported as a read tool.
func TestDeclarationNestingIsANote(t *testing.T) {
	defer dexrules.SetMaxDeclNesting(1)()
	got := runDex(t, "toolhelpers", false, "CETP621")
	wantOneNote(t, got, thJob+"<init>()V@0x11", "com.example.th.ToolsKt.tool is reached through more than 1 nested helpers, the most followed", "the nesting bound")
	for _, f := range got {
		if f.Level.String() == "error" {
			t.Errorf("a finding past the nesting bound: %s", f.Message)
		}
	}
}

// checkDeclared compares the tools' declared effects with want, both ways.
func checkDeclared(t *testing.T, got, want map[string]string) {
	t.Helper()
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: got %q, want %q", name, got[name], w)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("unexpected declaration %s: %s", name, got[name])
		}
	}
}
