package dexrules_test

import "testing"

// TestReflectiveCallLimit: a Method.invoke whose receiver is a field-held
// object and whose arguments are an array read from the request runs
// methods the analysis cannot tell: a note says the findings of call() may
// be incomplete (the bound, never a silent miss); the invoke of a method
// looked up by a constant name on the provider's own object is followed
// and adds nothing to say.
func TestReflectiveCallLimit(t *testing.T) {
	const call = "Lcom/example/rl/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "reflectlimit", false, "CETP603")
	checkDex(t, got, []dexWant{{"CETP603", "note", call + "@0x2a", "com/example/rl/ToolProvider.java", 13}})
	wantOneNote(t, got, call+"@0x2a", "runs a method by reflection (java.lang.reflect.Method.invoke), and its receiver is of a class the analysis cannot tell", "the reflective call's limit")
}
