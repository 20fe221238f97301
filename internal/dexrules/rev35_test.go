package dexrules_test

import "testing"

// The rev35 apps (testdata/dex/src/rev35_*, labels in
// testdata/dex/rev35_labels_{j,k}.md), written blind (stop 41): two Java
// apps as R8 leaves a release build and one in D8 debug shapes, three
// Kotlin 2 apps. Each test asserts every finding of its app, so the near
// misses are asserted silent. First runs: rev35_j 19 of 23 labelled
// defects (no false finding), rev35_k 21 of 24 with two false findings
// (CETP602 on a builder's placeholder Intent, CETP606 on a claim checked
// against the caller two calls up) and one CETP508 note; after the stop's
// fixes 21 of 23 and 23 of 24, none false; stop 42's CETP614 path
// criterion (a flag skipping the resume-token check) and CETP624 on
// retainAll: 23 of 23 and 24 of 24.

// TestRev35JavaLibraryR8 (rev35_j1):
// an R8 release app (renamed a.a.b classes, an outline, SourceFile
// lines): SQL built from an argument in a renamed helper (CETP622), an
// AUTH_REQUIRED with no resume token from a renamed reply helper
// (CETP508), a resume token from the clock and a counter put on two paths
// (CETP613, one finding per put), a mutable resolution (CETP601), a
// session looked up by the token alone (CETP620), an SDK provider with a
// CREATE tool and no executor (CETP608), authorize always allowing
// (CETP617) and a read tool that writes (CETP621).
func TestRev35JavaLibraryR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev35_j1", allCode), []dexWant{
			{"CETP622", "error", "La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;@0x2", "a/a/b/Catalog.java", 19},
			{"CETP508", "error", "Lcom/example/r35j1/LoanToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf1", "com/example/r35j1/LoanToolProvider.java", 110},
			{"CETP613", "error", "Lcom/example/r35j1/LoanToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12e", "com/example/r35j1/LoanToolProvider.java", 117},
			{"CETP601", "error", "Lcom/example/r35j1/LoanToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1c5", "com/example/r35j1/LoanToolProvider.java", 130},
			{"CETP613", "error", "Lcom/example/r35j1/LoanToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1d3", "com/example/r35j1/LoanToolProvider.java", 131},
			{"CETP620", "warning", "Lcom/example/r35j1/LoanToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x69", "com/example/r35j1/LoanToolProvider.java", 181},
			{"CETP608", "error", "Lcom/example/r35j1/ReadingListProvider;->getProviderTools()Ljava/util/List;@0x2b", "com/example/r35j1/ReadingListProvider.java", 36},
			{"CETP617", "error", "Lcom/example/r35j1/ReadingListProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x2", "com/example/r35j1/ReadingListProvider.java", 46},
			{"CETP621", "error", "Lcom/example/r35j1/ReadingListProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x74", "com/example/r35j1/ReadingListProvider.java", 90},
		})
	}
}

// TestRev35JavaDesksR8 (rev35_j2):
// an R8 release app with a merged class carrying two tools:
// getCallingPackage after clearCallingIdentity in the merged class
// (CETP611), the caller read on an executor thread (CETP603), a provider
// with no session check (CETP625), no signature check (CETP609), a first
// package (CETP604) and no deadline (CETP619), and the merged class's
// `user_confirmed || redeem(token)` letting the argument skip the
// resume-token check before cancel_booking's delete (CETP614).
func TestRev35JavaDesksR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev35_j2", allCode), []dexWant{
			{"CETP614", "error", "La/a/b/c;->a(Lcom/example/r35j2/DeskToolProvider;La/a/b/d;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xb2", "a/a/b/DeskTools.java", 28},
			{"CETP611", "error", "La/a/b/c;->a(Lcom/example/r35j2/DeskToolProvider;La/a/b/d;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x10c", "a/a/b/DeskTools.java", 38},
			{"CETP603", "error", "Lcom/example/r35j2/DeskToolProvider;->b(Ljava/lang/String;)V@0x2", "com/example/r35j2/DeskToolProvider.java", 108},
			{"CETP625", "warning", "Lcom/example/r35j2/KioskToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x37", "com/example/r35j2/KioskToolProvider.java", 36},
			{"CETP609", "note", "Lcom/example/r35j2/KioskToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/example/r35j2/KioskToolProvider.java", 49},
			{"CETP604", "warning", "Lcom/example/r35j2/KioskToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/example/r35j2/KioskToolProvider.java", 50},
			{"CETP619", "warning", "Lcom/example/r35j2/KioskToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9a", "com/example/r35j2/KioskToolProvider.java", 70},
		})
	}
}

// TestRev35JavaVetClinic (rev35_j3):
// plain D8 shapes: exception text (CETP607); confirmThen(uid, resume,
// args, intent, effect), a helper that makes the resolution from the
// Intent each caller passes and puts it under "resolution" itself — the
// cancel_visit resolution's Activity never finishes (CETP623),
// reschedule_visit's Intent is implicit (CETP602), pay_invoice's targets
// another package (CETP615; the first run missed 623 and 615: the
// wrapper's put did not mark its callers' PendingIntents as resolutions)
// — a write-only result_fd (CETP612), a memory-only executor (CETP618)
// and "calling_package" taken as the caller (CETP606), and the UID's
// packages narrowed with retainAll, any left accepted (CETP624; missed
// until stop 42).
func TestRev35JavaVetClinic(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev35_j3", allCode), []dexWant{
			{"CETP607", "warning", "Lcom/example/r35j3/AppointmentToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa8", "com/example/r35j3/AppointmentToolProvider.java", 70},
			{"CETP623", "note", "Lcom/example/r35j3/AppointmentToolProvider;->execute(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xd5", "com/example/r35j3/AppointmentToolProvider.java", 91},
			{"CETP602", "error", "Lcom/example/r35j3/AppointmentToolProvider;->execute(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xbc", "com/example/r35j3/AppointmentToolProvider.java", 94},
			{"CETP615", "error", "Lcom/example/r35j3/AppointmentToolProvider;->execute(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xa0", "com/example/r35j3/AppointmentToolProvider.java", 100},
			{"CETP612", "error", "Lcom/example/r35j3/AppointmentToolProvider;->exportVaccinations(Ljava/lang/String;)Landroid/os/Bundle;@0x4c", "com/example/r35j3/AppointmentToolProvider.java", 149},
			{"CETP618", "error", "Lcom/example/r35j3/VisitLedger;-><init>()V@0x8", "com/example/r35j3/VisitLedger.java", 12},
			{"CETP606", "error", "Lcom/example/r35j3/VisitRequest;->from(Lorg/json/JSONObject;)Lcom/example/r35j3/VisitRequest;@0x10", "com/example/r35j3/VisitRequest.java", 8},
			{"CETP624", "warning", "Lcom/example/r35j3/Callers;->isClinicApp(Landroid/content/Context;I)Z@0x17", "com/example/r35j3/Callers.java", 26},
		})
	}
}

// TestRev35KotlinLibrary (rev35_k1):
// SQL from an argument (CETP622), "caller_package" trusted (CETP606),
// getCallingPackage after clearCallingIdentity (CETP611), a read-write
// result_fd and exception text in the same tool (CETP612, CETP607), a
// resume token never removed (CETP620) and the caller read in an executor
// lambda (CETP603), and the "confirmed" argument read into a data class
// and destructured, which skips the resume-token check when set and no
// token is sent (`if (!confirmed && token == null)`, CETP614).
func TestRev35KotlinLibrary(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev35_k1", allCode), []dexWant{
			{"CETP622", "error", "Lcom/example/r35k1/CatalogDb;->shelf(Ljava/lang/String;)Ljava/lang/String;@0x8", "com/example/r35k1/Catalog.kt", 28},
			{"CETP606", "error", "Lcom/example/r35k1/HoldsProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4e", "com/example/r35k1/HoldsProvider.kt", 39},
			{"CETP614", "error", "Lcom/example/r35k1/LoanProvider;->renewLoan(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x16", "com/example/r35k1/LoanProvider.kt", 59},
			{"CETP611", "error", "Lcom/example/r35k1/LoanProvider;->renewLoan(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/example/r35k1/LoanProvider.kt", 63},
			{"CETP612", "error", "Lcom/example/r35k1/LoanProvider;->exportHistory(I)Landroid/os/Bundle;@0x49", "com/example/r35k1/LoanProvider.kt", 89},
			{"CETP607", "warning", "Lcom/example/r35k1/LoanProvider;->exportHistory(I)Landroid/os/Bundle;@0x7e", "com/example/r35k1/LoanProvider.kt", 90},
			{"CETP620", "warning", "Lcom/example/r35k1/ResumeBook;->find(Ljava/lang/String;)Lcom/example/r35k1/ResumeBook$Pending;@0x7", "com/example/r35k1/Tokens.kt", 42},
			{"CETP603", "error", "Lcom/example/r35k1/Analytics;->searched(Landroid/content/Context;Ljava/lang/String;)V@0xa", "com/example/r35k1/Tokens.kt", 47},
		})
	}
}

// TestRev35KotlinVet (rev35_k2):
// a loop accepting any matching package of a shared UID (CETP624),
// PackageInfo.signatures (CETP616), a memory-only executor object
// (CETP618), a pipe's write end (CETP612), exception text (CETP607), a
// note where a sealed failure's code field is shared by several
// constructions (CETP508), and a fluent ResolutionBuilder whose fields
// hold the Intent and the flags: per builder object, allowFillIn() makes
// one caller's PendingIntent mutable (CETP601, naming the caller),
// component() aims another at another package (CETP615) and target() a
// third at an Activity that never finishes (CETP623); the builder's
// placeholder Intent() no longer reads as an implicit Intent (the first
// run's false CETP602).
func TestRev35KotlinVet(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev35_k2", allCode), []dexWant{
			{"CETP624", "warning", "Lcom/example/r35k2/CallersKt;->isClinicPartner(Landroid/content/Context;I)Z@0x18", "com/example/r35k2/Callers.kt", 12},
			{"CETP616", "warning", "Lcom/example/r35k2/CallersKt;->signedByClinic(Landroid/content/Context;Ljava/lang/String;)Z@0x14", "com/example/r35k2/Callers.kt", 17},
			{"CETP618", "error", "Lcom/example/r35k2/AppointmentProvider$mutationExecutor$1;-><init>()V@0x8", "com/example/r35k2/Clinic.kt", 32},
			{"CETP612", "error", "Lcom/example/r35k2/RecordsProvider;->vaccineCertificate(Ljava/lang/String;)Landroid/os/Bundle;@0x2a", "com/example/r35k2/RecordsProvider.kt", 55},
			{"CETP607", "warning", "Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;@0x40", "com/example/r35k2/Replies.kt", 17},
			{"CETP508", "note", "Lcom/example/r35k2/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x18", "com/example/r35k2/Replies.kt", 22},
			{"CETP601", "error", "Lcom/example/r35k2/ResolutionBuilder;->build()Landroid/app/PendingIntent;@0x8", "com/example/r35k2/Resolution.kt", 27},
			{"CETP615", "error", "Lcom/example/r35k2/ResolutionBuilder;->build()Landroid/app/PendingIntent;@0x8", "com/example/r35k2/Resolution.kt", 27},
			{"CETP623", "note", "Lcom/example/r35k2/ResolutionBuilder;->build()Landroid/app/PendingIntent;@0x8", "com/example/r35k2/Resolution.kt", 27},
		})
	}
}

// TestRev35KotlinDesks (rev35_k3):
// "calling_package" trusting (CETP606) beside the near miss that compares
// it with the package resolved from the caller's UID two calls up and
// refuses a mismatch (silent; the first run's false CETP606),
// getCallingUid inside an inlined clear/restore (CETP611),
// "user_confirmed" deciding a write (CETP614), a resolution in another
// package (CETP615), a guest pass token from java.util.Random through a
// shared helper (CETP613), a file path from an argument (CETP622), a
// memory-only ledger (CETP618) and a session looked up by the token alone
// (CETP620).
func TestRev35KotlinDesks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev35_k3", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r35k3/DeskProvider;->bookDesk(ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2", "com/example/r35k3/DeskProvider.kt", 53},
			{"CETP611", "error", "Lcom/example/r35k3/DeskProvider;->releaseDesk(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x13", "com/example/r35k3/DeskProvider.kt", 61},
			{"CETP614", "error", "Lcom/example/r35k3/DeskProvider;->openDoor(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0xc", "com/example/r35k3/DeskProvider.kt", 67},
			{"CETP615", "error", "Lcom/example/r35k3/DeskProvider;->openDoor(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x52", "com/example/r35k3/DeskProvider.kt", 73},
			{"CETP613", "error", "Lcom/example/r35k3/DeskProvider;->guestPass(ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x72", "com/example/r35k3/DeskProvider.kt", 87},
			{"CETP622", "error", "Lcom/example/r35k3/DeskProvider;->floorPlan(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x26", "com/example/r35k3/DeskProvider.kt", 94},
			{"CETP618", "error", "Lcom/example/r35k3/RoomLedger;-><init>()V@0x8", "com/example/r35k3/Spaces.kt", 74},
			{"CETP620", "warning", "Lcom/example/r35k3/SessionStore;->isLive(Ljava/lang/String;)Z@0x4", "com/example/r35k3/Tokens.kt", 21},
		})
	}
}
