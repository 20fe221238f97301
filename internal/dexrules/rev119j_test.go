package dexrules_test

import "testing"

// TestRev119JavaIdioms (rev119_j1, "Hearthlist": Java 11 through D8 —
// builders, Optional chains, streams, method references as D8 lambda
// classes, a dispatch table of bound `this::…` references filled in a
// template method onCreate calls, ThreadLocal.withInitial, inner classes,
// EnumMap; a helper's blind app, labels in testdata/dex/rev119_labels_j.md,
// first scanned at stop 55). 2 of 8 at its first run (CETP602 at the
// builder's helper, 607) and a false CETP607 (Optional.map of a method
// reference returning fixed text). Since: Optional.map / flatMap give what
// the function's apply returns (a method reference's INSTANCE included);
// a Supplier read from a stateless lambda's INSTANCE (Random::new) is
// followed; the objects a provider's onCreate puts into a collection count
// as made for call()'s reach (the dispatch table's tool bodies were
// unreached: CETP606 and CETP613 now found, the near misses silent); the
// packages array taken out of Optional.ofNullable(...).orElse(...) is the
// array (CETP624); constants go through an Optional made and unwrapped in
// one method (map's lambda, orElse's fallback), and a builder a static
// factory makes is read per caller (CETP601 at the builder, naming the
// sweeper's askUser). Left: 614 (a builder flag), 620
// (stream().filter().findFirst()).
func TestRev119JavaIdioms(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev119_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/hearthlist/cetp/Replies.java", 84},
			{"CETP601", "error", "Lcom/hearthlist/cetp/ResolutionIntent;->activity()Landroid/app/PendingIntent;@0xa", "com/hearthlist/cetp/ResolutionIntent.java", 74},
			{"CETP602", "error", "Lcom/hearthlist/cetp/ResolutionIntent;->activity()Landroid/app/PendingIntent;@0xa", "com/hearthlist/cetp/ResolutionIntent.java", 74},
			{"CETP606", "error", "Lcom/hearthlist/chores/ChoreProvider;->exportReport(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;@0x8", "com/hearthlist/chores/ChoreProvider.java", 202},
			{"CETP607", "note", "Lcom/hearthlist/chores/ChoreProvider;->handleDelete(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;@0x55", "com/hearthlist/chores/ChoreProvider.java", 176},
			{"CETP607", "note", "Lcom/hearthlist/sweep/SweepProvider;->clearCache(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;@0x4f", "com/hearthlist/sweep/SweepProvider.java", 136},
			{"CETP607", "warning", "Lcom/hearthlist/chores/ChoreProvider;->addChore(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;@0x6d", "com/hearthlist/chores/ChoreProvider.java", 151},
			{"CETP613", "error", "Lcom/hearthlist/chores/ChoreProvider;->askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Lcom/hearthlist/cetp/ResolutionIntent;)Landroid/os/Bundle;@0x45", "com/hearthlist/chores/ChoreProvider.java", 247},
			{"CETP615", "note", "Lcom/hearthlist/cetp/ResolutionIntent;->activity()Landroid/app/PendingIntent;@0xa", "com/hearthlist/cetp/ResolutionIntent.java", 74},
			{"CETP624", "warning", "Lcom/hearthlist/sweep/SweepProvider;->companionCaller(I)Z@0x27", "com/hearthlist/sweep/SweepProvider.java", 188},
		})
	}
}
