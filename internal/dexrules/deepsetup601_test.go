package dexrules_test

import "testing"

// TestDeepSetup601 (deepsetup601): the handlers a service graph's fourth
// constructor below onCreate subscribes to a bus (through a parameter the
// bus keeps) are on the request path: ArchiveHandler's mutable
// confirmation PendingIntent is CETP601; ExportHandler's is immutable, and
// LegacyHandler, never constructed, is off the surface.
func TestDeepSetup601(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "deepsetup601", allCode), []dexWant{
			{"CETP601", "error", "Lcom/ds/ArchiveHandler;->onRequest(Ljava/lang/String;)Ljava/lang/Object;@0x19", "com/ds/ArchiveHandler.java", 21},
			{"CETP625", "warning", "Lcom/ds/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/ds/DeskProvider.java", 26},
		})
	}
}
