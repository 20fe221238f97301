package dexrules_test

import "testing"

// TestRev183KotlinRedux: blind round rev183_k (Kanbu, a kanban board and
// expense wallet whose providers run execute_tool through a Redux-style
// store: sealed actions, a pure reducer over data classes updated with
// copy(), middlewares folded with foldRight, sealed effects run by a
// when, results read back from the new state; a bundled minimal SDK base;
// labels in testdata/dex/rev183_labels_k.md, written before any scan).
// First run (stop 66, 987f6fc9): CETP604 (identify$lambda$0), 607
// (reduceBoard), 609 (the note at the wallet's call), 617 (the wallet's
// authorize, :86 for the label's :82) and 619 (at the wallet's call, :96);
// only a note for 614 (the flag's gate hands the next step to a middleware
// chain of function values the analysis cannot place); missed 613 (the
// wallet's predictable resume token in park) and 623 (the wallet's
// confirmation screen never finishes); a false CETP620 at
// BoardBook.operation (the bulk worker looks up its own operation, by an
// id the app made), notes for 618 and the board's 619. The false 620 went
// the same stop (appmadeid620: a token-named field given only what the app
// generates is no Consumer's token).
func TestRev183KotlinRedux(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev183_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/sdk/provider/Cetp;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x18", "com/clawseed/sdk/provider/Cetp.kt", 19},
			{"CETP604", "warning", "Lio/kanbu/app/wallet/WalletToolProvider;->identify$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/wallet/WalletAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;@0x5a", "io/kanbu/app/wallet/WalletToolProvider.kt", 44},
			{"CETP607", "warning", "Lio/kanbu/app/board/BoardReducerKt;->reduceBoard(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction;)Lio/kanbu/app/board/BoardState;@0x477", "io/kanbu/app/board/BoardReducer.kt", 51},
			{"CETP609", "note", "Lio/kanbu/app/wallet/WalletToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "io/kanbu/app/wallet/WalletToolProvider.kt", 89},
			{"CETP614", "note", "Lio/kanbu/app/wallet/WalletToolProvider;->gate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/wallet/WalletAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;@0x8c", "io/kanbu/app/wallet/WalletToolProvider.kt", 60},
			{"CETP617", "error", "Lio/kanbu/app/wallet/WalletToolProvider;->authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;@0x61", "io/kanbu/app/wallet/WalletToolProvider.kt", 86},
			{"CETP618", "note", "Lio/kanbu/app/core/JournalExecutor;->execute(Lcom/clawseed/sdk/provider/CetpRequest;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;@0x2d", "io/kanbu/app/core/RequestJournal.kt", 49},
			{"CETP619", "note", "Lio/kanbu/app/board/BoardToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "io/kanbu/app/board/BoardToolProvider.kt", 111},
			{"CETP619", "warning", "Lio/kanbu/app/wallet/WalletToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x43", "io/kanbu/app/wallet/WalletToolProvider.kt", 96},
		})
	}
}
