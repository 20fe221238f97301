package dexrules_test

import "testing"

// TestRev56JavaReflect (rev56_j1, "DrillShare" tool library: Java 11
// through D8, two providers on a shared abstract base whose tools are
// methods annotated with the app's own @Tool, found by reflection into a
// Map<String, Method> and run with Method.invoke — three also on a direct
// switch —, a ThreadLocal caller UID behind an interface's static and
// default methods, getActivities with an Intent array, Intent.parseUri,
// ExecutorService.invokeAll; a helper's blind app, labels in
// testdata/dex/rev56_labels_j.md, first scanned at stop 49). Its first
// run found 5 of 10 labelled defects (601, 602, 604, 607, 614) with three
// false warnings: CETP624 on a loop refusing the caller when any package
// is not trusted (the refusal, an error reply built by a helper, read as
// a grant), and CETP620 twice (the owner compared with callerUid(), a
// helper returning the ThreadLocal's Integer or Binder.getCallingUid(),
// not read as the caller's identity). Fixed since: methods run by
// reflection are followed (the annotated methods of the receiver's classes
// with as many parameters as the argument array; reflectinvoke.go), and
// the request flow hands the array's elements to their parameters
// (CETP611, 612, 622 through parseUri); invokeAll's bodies are the
// elements of Arrays.asList / List.of (CETP603 at the helper the worker
// calls); an intent: URI naming its component is explicit (a note gone),
// the top of a getActivities stack is its last element (CETP623); an
// error reply is a refusal (errorReply); a helper named for the caller
// returns the caller's identity. 10 of 10, no false finding.
func TestRev56JavaReflect(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev56_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/drillshare/lending/LendingProvider;->extendLoan(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x44", "com/drillshare/lending/LendingProvider.java", 91},
			{"CETP602", "error", "Lcom/drillshare/lending/LendingProvider;->returnTool(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x40", "com/drillshare/lending/LendingProvider.java", 69},
			{"CETP603", "error", "Lcom/drillshare/core/CallerScope;->callerUid()I@0x8", "com/drillshare/core/CallerScope.java", 11},
			{"CETP604", "warning", "Lcom/drillshare/core/ToolProviderBase;->callerPackage(I)Ljava/lang/String;@0xd", "com/drillshare/core/ToolProviderBase.java", 45},
			{"CETP607", "warning", "Lcom/drillshare/core/ToolProviderBase;->dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0xfe", "com/drillshare/core/ToolProviderBase.java", 124},
			{"CETP609", "note", "Lcom/drillshare/core/ToolProviderBase;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/drillshare/core/ToolProviderBase.java", 70},
			{"CETP609", "note", "Lcom/drillshare/core/ToolProviderBase;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/drillshare/core/ToolProviderBase.java", 70},
			{"CETP611", "error", "Lcom/drillshare/lending/LendingProvider;->extendLoan(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0xe", "com/drillshare/lending/LendingProvider.java", 82},
			{"CETP612", "error", "Lcom/drillshare/workshop/WorkshopProvider;->exportLog(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x11", "com/drillshare/workshop/WorkshopProvider.java", 91},
			{"CETP614", "error", "Lcom/drillshare/lending/LendingProvider;->reserveTool(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x19", "com/drillshare/lending/LendingProvider.java", 46},
			{"CETP622", "error", "Lcom/drillshare/lending/LendingProvider;->showToolPage(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x20", "com/drillshare/lending/LendingProvider.java", 101},
			{"CETP623", "note", "Lcom/drillshare/workshop/WorkshopProvider;->bookBench(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x5c", "com/drillshare/workshop/WorkshopProvider.java", 62},
		})
	}
}
