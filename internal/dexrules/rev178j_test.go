package dexrules_test

import "testing"

// TestRev178JavaLayered: blind round rev178_j (Larderly, a pantry and meal
// planner in clean-architecture layers: use-case interactors run by an
// Executor-backed handler, a mapper layer between args, parameter objects
// and response Bundles, repository interfaces with SQLite and in-memory
// implementations chosen by a hand-written service locator, and an
// app-own provider base with an authorize hook; labels in
// testdata/dex/rev178_labels_j.md, written before any scan). First run
// (stop 66, 5ea63f1b): CETP601 (PlanReviewIntents.clearWeek), 603
// (SyncPlans.execute through the handler's Executor lambda and the
// use-case interface), 607 (PlanResultMapper.explained), 611 (at
// publishChange, the label's other location), 617 (the planner's
// authorize), 618 (at PlanMutationExecutor.prior, the lookup of the same
// in-memory map; the label names the reservation in run) and 621 (at
// executeTool, the label's other location); missed 614 (ParamsMapper
// folds args.optBoolean("user_confirmed") into the parameter object's
// confirmed field, which decides whether the review is skipped). No near
// miss reported; two CETP508 notes (error codes passed through). 614
// found the same stop (foldedflag614: the flag javac materializes into the
// parameter object's boolean field decides the tests of that field).
func TestRev178JavaLayered(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev178_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x8", "com/larderly/app/cetp/Envelopes.java", 47},
			{"CETP508", "note", "Lcom/larderly/app/cetp/Envelopes;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/larderly/app/cetp/Envelopes.java", 79},
			{"CETP601", "error", "Lcom/larderly/app/plans/PlanReviewIntents;->clearWeek(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x12", "com/larderly/app/plans/PlanReviewIntents.java", 19},
			{"CETP603", "error", "Lcom/larderly/app/domain/PlanUseCases$SyncPlans;->execute(Lcom/larderly/app/domain/Params$SyncPlans;)Lcom/larderly/app/domain/Result;@0x0", "com/larderly/app/domain/PlanUseCases.java", 144},
			{"CETP607", "warning", "Lcom/larderly/app/plans/PlanResultMapper;->explained(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;@0x22", "com/larderly/app/plans/PlanResultMapper.java", 28},
			{"CETP611", "error", "Lcom/larderly/app/plans/MealPlanToolProvider;->publishChange(Ljava/lang/String;)V@0x18", "com/larderly/app/plans/MealPlanToolProvider.java", 236},
			{"CETP614", "error", "Lcom/larderly/app/plans/MealPlanToolProvider;->clear(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;@0x54", "com/larderly/app/plans/MealPlanToolProvider.java", 186},
			{"CETP617", "error", "Lcom/larderly/app/plans/MealPlanToolProvider;->authorize(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/AccessDecision;@0x25", "com/larderly/app/plans/MealPlanToolProvider.java", 119},
			{"CETP618", "error", "Lcom/larderly/app/plans/PlanMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;@0x6", "com/larderly/app/plans/PlanMutationExecutor.java", 27},
			{"CETP621", "error", "Lcom/larderly/app/plans/MealPlanToolProvider;->executeTool(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;@0x5a", "com/larderly/app/plans/MealPlanToolProvider.java", 132},
		})
	}
}
