package dexrules_test

import "testing"

// TestRev89JavaReflection (rev89_j1, "StarSlot" telescope time: Java 11
// through D8, one provider dispatching by reflection —
// getDeclaredMethod("tool_" + name, JSONObject.class, int.class) then
// Method.invoke —, the other loading plugins named in a String[] with
// Class.forName(..).getDeclaredConstructor().newInstance() behind a
// StarTool interface; a helper's blind app, labels in
// testdata/dex/rev89_labels_j.md, first scanned at stop 51). Its first run
// found all 8 labelled defects, five of them in code reached only by the
// reflective dispatch or the plugins, but with one false CETP620 in
// tool_book: its resume token's owner is compared with the uid parameter,
// which only Method.invoke passes (boxed in an Object[]), and a parameter
// with no caller in the program was taken as no identity. Since: such a
// parameter is one the analysis cannot follow, and the lookup a note.
func TestRev89JavaReflection(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev89_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/starslot/booking/BookingProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;@0x17", "com/starslot/booking/BookingProvider.java", 125},
			{"CETP604", "warning", "Lcom/starslot/plugins/PluginProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x11", "com/starslot/plugins/PluginProvider.java", 39},
			{"CETP607", "warning", "Lcom/starslot/booking/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x112", "com/starslot/booking/BookingProvider.java", 82},
			{"CETP609", "note", "Lcom/starslot/plugins/PluginProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/starslot/plugins/PluginProvider.java", 38},
			{"CETP613", "error", "Lcom/starslot/plugins/ShareLinkTool;->run(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x77", "com/starslot/plugins/ShareLinkTool.java", 46},
			{"CETP614", "error", "Lcom/starslot/booking/BookingProvider;->tool_cancel(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x1f", "com/starslot/booking/BookingProvider.java", 115},
			{"CETP619", "warning", "Lcom/starslot/plugins/PluginProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xcb", "com/starslot/plugins/PluginProvider.java", 66},
			{"CETP620", "note", "Lcom/starslot/booking/BookingProvider;->tool_book(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x11", "com/starslot/booking/BookingProvider.java", 93},
			{"CETP620", "warning", "Lcom/starslot/plugins/PluginProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x61", "com/starslot/plugins/PluginProvider.java", 51},
			{"CETP622", "error", "Lcom/starslot/plugins/SkyQueryTool;->run(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x29", "com/starslot/plugins/SkyQueryTool.java", 21},
		})
	}
}
