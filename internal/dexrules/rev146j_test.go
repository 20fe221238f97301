package dexrules_test

import "testing"

// TestRev146JavaInjected: blind round rev146_j (Greenwick, a garden app
// wired by hand-written dependency injection: a Graph and ServiceLocator
// built in Application.onCreate, Lazy holders, one endpoint per provider
// with eleven constructor-injected parts whose implementations differ per
// provider, decorators and proxies; labels in
// testdata/dex/rev146_labels_j.md, written before any scan). First run
// (stop 60): CETP602 (PackageResolutions.create), 611 (the proxy clearing
// the identity, at its call of the wrapped scheduler) and 606
// (DeclaredCallerResolver) found: 3 of 8. Missed: CETP605 (the tasks
// provider's openFile with no caller check), 616 (LegacyCertVerifier
// behind a caching decorator; found since, fixture split616), 620
// (LenientApprovalPolicy), 621 and 625
// (the no-op session guard the plants provider is wired with). Two false
// findings: CETP606 at UidIdentityResolver (the declared package only
// refuses a mismatch with the UID's packages; gone: fixture declared606)
// and CETP620 at TokenSessionGuard.admits (the stored UID, a long[]
// element, compared with the caller's; gone: fixture arrayentry620).
// Stop 61: CETP621 found (due_tasks, declared by Toolset.tool in the
// app's own JSON: fixture handtools621); two read tools whose handlers
// hand code to a Supplier the analysis cannot resolve are notes.
func TestRev146JavaInjected(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev146_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x1b", "com/greenwick/garden/cetp/Replies.java", 38},
			{"CETP602", "error", "Lcom/greenwick/garden/confirm/PackageResolutions;->create(Ljava/lang/String;)Landroid/app/PendingIntent;@0x19", "com/greenwick/garden/confirm/PackageResolutions.java", 23},
			{"CETP606", "error", "Lcom/greenwick/garden/security/DeclaredCallerResolver;->resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;@0x2", "com/greenwick/garden/security/DeclaredCallerResolver.java", 19},
			{"CETP611", "error", "Lcom/greenwick/garden/reminders/SelfIdentityScheduler;->cancel(Ljava/lang/String;)I@0x6", "com/greenwick/garden/reminders/SelfIdentityScheduler.java", 30},
			{"CETP616", "warning", "Lcom/greenwick/garden/security/LegacyCertVerifier;->signedByAssistant(Ljava/lang/String;)Z@0x8", "com/greenwick/garden/security/LegacyCertVerifier.java", 35},
			{"CETP619", "note", "Lcom/greenwick/garden/plants/PlantToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/greenwick/garden/plants/PlantToolProvider.java", 31},
			{"CETP619", "note", "Lcom/greenwick/garden/tasks/TaskToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/greenwick/garden/tasks/TaskToolProvider.java", 31},
			{"CETP621", "error", "Lcom/greenwick/garden/tasks/TaskTools;->execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;@0x36", "com/greenwick/garden/tasks/TaskTools.java", 93},
			{"CETP621", "note", "Lcom/greenwick/garden/plants/PlantTools;->execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;@0x35", "com/greenwick/garden/plants/PlantTools.java", 97},
			{"CETP621", "note", "Lcom/greenwick/garden/tasks/TaskTools;->execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;@0x3b", "com/greenwick/garden/tasks/TaskTools.java", 95},
		})
	}
}
