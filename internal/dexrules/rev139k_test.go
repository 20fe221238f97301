package dexrules_test

import "testing"

// TestRev139KotlinDelegation: blind round rev139_k (Larchwood Libraries,
// Kotlin layering: interface default methods (JVM defaults), class
// delegation, a generic Repository<T> with overridden hooks, function-type
// strategies, object singletons, sealed commands; labels in
// testdata/dex/rev139_labels_k.md, written before any scan). First run
// (stop 59), no false finding: CETP601 at the default method
// ConfirmScreen.pending (its flags() is the interface default for the
// renew screen, overridden by the payment screen: one finding for both),
// 603 (the borrower lambda the journal runs later), 615 (the delegated
// sign-in's other package), 620 (LoanDesk.redeem), 622 at LibraryDb.query
// naming Repository.page, and 607 at the shared render naming
// Repository.byId. CETP613 found in the stop (FineDesk's Random.Default,
// drawn by TokenSource's default next() through the abstract random
// property: the generator fields drawn off a helper's own object are
// narrowed by the object the call is made on — the desks', not the
// session book's — and a field the object fills itself is judged by what
// it stores: an error at FineDesk.<clinit>, LoanDesk's SecureRandom view
// silent). Missed (a note): 619
// (the fines runner's admit is the interface default returning null,
// behind a delegation the search reports it cannot follow). Stop 65: a
// CETP614 note says Journal.later's caller function (`payer(call)`, a
// function a helper returns) is not all placed.
func TestRev139KotlinDelegation(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev139_k1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/larchwood/library/ProviderUi;->signInFor(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2d", "com/larchwood/library/Screens.kt", 66},
			{"CETP508", "note", "Lcom/larchwood/library/CommandsKt;->render(Lcom/larchwood/library/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8e", "com/larchwood/library/Commands.kt", 79},
			{"CETP601", "error", "Lcom/larchwood/library/ConfirmScreen;->pending(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2c", "com/larchwood/library/Screens.kt", 23},
			{"CETP603", "error", "Lcom/larchwood/library/LoanTools;->borrower$lambda$0()I@0x0", "com/larchwood/library/LoanTools.kt", 15},
			{"CETP607", "warning", "Lcom/larchwood/library/CommandsKt;->render(Lcom/larchwood/library/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9a", "com/larchwood/library/Commands.kt", 80},
			{"CETP613", "error", "Lcom/larchwood/library/FineDesk;-><clinit>()V@0xb", "com/larchwood/library/Tokens.kt", 67},
			{"CETP613", "note", "Lcom/larchwood/library/LibraryEndpoint;->negotiate(Lcom/larchwood/library/Command$Negotiate;Lcom/larchwood/library/Caller;)Lcom/larchwood/library/Reply;@0x1d", "com/larchwood/library/Endpoints.kt", 53},
			{"CETP614", "note", "Lcom/larchwood/library/Journal;->later$lambda$0(Lcom/larchwood/library/Journal;Lkotlin/jvm/functions/Function0;Ljava/lang/String;Ljava/lang/String;)V@0x0", "com/larchwood/library/Db.kt", 90},
			{"CETP615", "error", "Lcom/larchwood/library/ProviderUi;->signInFor(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2d", "com/larchwood/library/Screens.kt", 66},
			{"CETP619", "note", "Lcom/larchwood/library/LibraryEndpoint;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/larchwood/library/Endpoints.kt", 22},
			{"CETP620", "warning", "Lcom/larchwood/library/LoanDesk;->redeem(Ljava/lang/String;)Lcom/larchwood/library/Ticket;@0x9", "com/larchwood/library/Tokens.kt", 62},
			{"CETP622", "error", "Lcom/larchwood/library/LibraryDb;->query(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;@0x13", "com/larchwood/library/Db.kt", 27},
			{"CETP622", "note", "Lcom/larchwood/library/Journal;->later$lambda$0(Lcom/larchwood/library/Journal;Lkotlin/jvm/functions/Function0;Ljava/lang/String;Ljava/lang/String;)V@0x0", "com/larchwood/library/Db.kt", 90},
			{"CETP623", "note", "Lcom/larchwood/library/ProviderUi;->signInFor(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2d", "com/larchwood/library/Screens.kt", 66},
		})
	}
}
