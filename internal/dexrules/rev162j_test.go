package dexrules_test

import "testing"

// TestRev162JavaGenerics: blind round rev162_j (Fieldnote, a generic
// ToolHandler<A, R> base with javac's bridge methods, Class<T> tokens
// picking handlers and decoding arguments, a generic Repo<T, ID> in memory
// and over SQLite, a visitor over a Command hierarchy; labels in
// testdata/dex/rev162_labels_j.md, written before any scan). First run
// (stop 62): CETP606, 624 and 620 found at their labels, 622 in the
// generic repository's findWhere (naming SightingRepo.search, the
// label's place) and 611 in ClubClient.asSelf (the lambda the label
// names runs there); 624 was reported twice (the shared loop helper, and
// its caller because the helper is named anyMatch: once since
// sharedloop624, at the label); missed: 619 (delete_sighting's override
// skipping the template's deadline check: two notes at the base call()
// name the interceptor-like dispatch instead), 618 (a ledger kept in
// Repo.inMemory) and 508 (an AUTH_REQUIRED without resume_token in an
// exchange visitor, a note at Replies.error). No near miss reported. Stop
// 63: 508 found at its label, TripExchange.refused:40 (visitor508).
func TestRev162JavaGenerics(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev162_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP508", "error", "Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;->refused(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolException;)Landroid/os/Bundle;@0xb", "com/fieldnote/birding/trips/TripToolProvider.java", 40},
			{"CETP508", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP509", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP601", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP602", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP603", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP604", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP605", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP606", "error", "Lcom/fieldnote/birding/log/SightingTools$ShareArgs;->read(Lorg/json/JSONObject;)V@0xa", "com/fieldnote/birding/log/SightingTools.java", 91},
			{"CETP606", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP607", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP608", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP609", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP610", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP611", "error", "Lcom/fieldnote/birding/trips/ClubClient;->asSelf(Ljava/util/function/Supplier;)Ljava/lang/Object;@0x4", "com/fieldnote/birding/trips/ClubClient.java", 29},
			{"CETP611", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP612", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP613", "note", "Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$Negotiate;)Landroid/os/Bundle;@0xc0", "com/fieldnote/birding/cetp/Exchange.java", 60},
			{"CETP613", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP614", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP615", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP616", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP617", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP618", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP619", "note", "Lcom/fieldnote/birding/cetp/BaseToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/fieldnote/birding/cetp/BaseToolProvider.java", 72},
			{"CETP619", "note", "Lcom/fieldnote/birding/cetp/BaseToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/fieldnote/birding/cetp/BaseToolProvider.java", 72},
			{"CETP619", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP620", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP620", "warning", "Lcom/fieldnote/birding/trips/TripToolProvider;->session(Ljava/lang/String;I)Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;@0x2", "com/fieldnote/birding/trips/TripToolProvider.java", 111},
			{"CETP621", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP622", "error", "Lcom/fieldnote/birding/data/SqlRepo;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;@0x14", "com/fieldnote/birding/data/SqlRepo.java", 57},
			{"CETP622", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP623", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP624", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
			{"CETP624", "warning", "Lcom/fieldnote/birding/log/SightingToolProvider;->granted(I[Ljava/lang/String;)Z@0x13", "com/fieldnote/birding/log/SightingToolProvider.java", 65},
			{"CETP625", "note", "Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;@0xa", "com/fieldnote/birding/cetp/ToolArgs.java", 39},
		})
	}
}
