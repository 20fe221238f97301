package dexrules_test

import "testing"

// TestRev85JavaMultidex (rev85_j1, "ChairTime" dental appointments: Java
// 8-style code through D8 in two dex files — anonymous Runnable/Callable
// classes capturing val$ fields and this$0, an executor's
// submit(...).get(2, SECONDS), an abstract base provider whose call()
// dispatches to runTool and to overridable hooks, a static nested
// Reply.Builder, protected base fields read through the subclass,
// interface constants; the base, the builder and the anonymous classes in
// classes2.dex; a helper's blind app, labels in
// testdata/dex/rev85_labels_j.md, first scanned at stop 51). Its first run
// found 7 of the 9 labelled defects. Missed then, both found since:
// CETP620 in the base's sessionOk, which one provider inherits and the
// other overrides with a check of the owner — the base call() passes the
// token to this.sessionOk, and the override's comparison bound every path
// (a call passing the token down is now judged by the method that received
// it on that path only); and CETP612 for a descriptor put through the
// builder's parcel(key, value) setter, whose build() puts
// putParcelable(parcelKey, parcel) from its fields (a setter storing both a
// put's key and value from its parameters is now a put wrapper whose
// callers name the key). CETP607, found at its first run at the
// builder's build() ("for some object"), is reported since at
// searchNotes, which makes the builder holding the exception text (a
// token or message read from a parameter object is answered per object
// the callers pass, program.ParamObjectSources).
func TestRev85JavaMultidex(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev85_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;@0x1a", "com/chairtime/core/Reply.java", 55},
			{"CETP601", "error", "Lcom/chairtime/records/RecordsProvider;->deleteNote(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x64", "com/chairtime/records/RecordsProvider.java", 79},
			{"CETP603", "error", "Lcom/chairtime/booking/BookingProvider$1;->run()V@0xc", "com/chairtime/booking/BookingProvider.java", 75},
			{"CETP604", "warning", "Lcom/chairtime/booking/BookingProvider;->callerAllowed(I)Z@0x11", "com/chairtime/booking/BookingProvider.java", 37},
			{"CETP607", "warning", "Lcom/chairtime/records/RecordsProvider;->searchNotes(Ljava/lang/String;)Landroid/os/Bundle;@0x17", "com/chairtime/records/RecordsProvider.java", 97},
			{"CETP612", "error", "Lcom/chairtime/records/RecordsProvider;->exportXray()Landroid/os/Bundle;@0x22", "com/chairtime/records/RecordsProvider.java", 104},
			{"CETP613", "error", "Lcom/chairtime/booking/BookingProvider;->bookSlot(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xa1", "com/chairtime/booking/BookingProvider.java", 87},
			{"CETP614", "error", "Lcom/chairtime/records/RecordsProvider;->deleteNote(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xc", "com/chairtime/records/RecordsProvider.java", 66},
			{"CETP620", "warning", "Lcom/chairtime/core/BaseToolProvider;->sessionOk(Ljava/lang/String;I)Z@0x2", "com/chairtime/core/BaseToolProvider.java", 42},
			{"CETP622", "error", "Lcom/chairtime/records/RecordsProvider$2;->call()Landroid/os/Bundle;@0x22", "com/chairtime/records/RecordsProvider.java", 88},
		})
	}
}
