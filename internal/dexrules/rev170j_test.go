package dexrules_test

import "testing"

// TestRev170JavaContainer: blind round rev170_j (Relaykit Home, a
// smart-home app wired by a hand-written service container: Suppliers
// bound by class, an event bus of listeners by type, Command objects with
// undo, an operation state machine, anonymous inner classes beside
// lambdas, an app-own CetpV2ContentProvider base class; labels in
// testdata/dex/rev170_labels_j.md, written before any scan). First run
// (stop 64, 7a25e020): CETP602, 610, 615 at their labels, 616 in
// signedAsPaired at its signatures read (:26, the label's range; it names
// both providers, the label only the devices one) and 624 in
// PairedAppsGate.admit (:36, the loop's return, the label's :37-38);
// CETP608 only a note (the tools' effects not read as constants); missed
// 618 (operation state in an OperationBoard's map) and 621 (a read tool's
// event whose bus listener writes). No false finding; a CETP620 note at
// the container's Class-keyed lookup, gone the same stop (a class is no
// token: TestClassKey). Tools declared by builder chains are read
// (builderjson): 608 found in buildTools (:76, the first update tool's
// build(), the label's method), 621 for list_alerts at its branch (:37,
// the label's range), and a false 621 for get_device, whose event's
// listener only logs (the bus's listeners were not told apart by event
// type), gone with the next change (typedbus621). Then 618 found at its
// label: the operations the app's own MutationExecutor records in a map
// get_operation reads, with no durable write of operation state
// (operations618.go; rev47_j1's maps, with no executor, stay silent).
func TestRev170JavaContainer(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev170_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/relaykit/home/cetp/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/relaykit/home/cetp/Replies.java", 114},
			{"CETP508", "note", "Lcom/relaykit/home/cetp/Replies;->failed(Ljava/lang/String;)Lorg/json/JSONObject;@0xe", "com/relaykit/home/cetp/Replies.java", 90},
			{"CETP508", "note", "Lcom/relaykit/home/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/relaykit/home/cetp/Replies.java", 48},
			{"CETP602", "error", "Lcom/relaykit/home/routines/RoutineIntents;->confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x3b", "com/relaykit/home/routines/RoutineIntents.java", 39},
			{"CETP608", "error", "Lcom/relaykit/home/devices/DevicesProvider;->buildTools()Ljava/util/Map;@0x163", "com/relaykit/home/devices/DevicesProvider.java", 76},
			{"CETP610", "warning", "Lcom/relaykit/home/devices/AlertNotifier;->showHubAlert(JLjava/lang/String;Ljava/lang/String;)V@0x10", "com/relaykit/home/devices/AlertNotifier.java", 24},
			{"CETP615", "error", "Lcom/relaykit/home/devices/DeviceIntents;->confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x29", "com/relaykit/home/devices/DeviceIntents.java", 41},
			{"CETP616", "warning", "Lcom/relaykit/home/trust/ManifestSignatureCheck;->signedAsPaired(Ljava/lang/String;[B)Z@0xc", "com/relaykit/home/trust/ManifestSignatureCheck.java", 26},
			{"CETP618", "error", "Lcom/relaykit/home/routines/OperationBoard;->open(ILjava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$Operation;@0x23", "com/relaykit/home/routines/OperationBoard.java", 61},
			{"CETP621", "error", "Lcom/relaykit/home/devices/DeviceCommands;->forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/devices/DeviceRepo;Lcom/relaykit/home/core/EventBus;Lcom/relaykit/home/core/CommandHistory;Lcom/relaykit/home/devices/AlertNotifier;)Lcom/relaykit/home/core/Command;@0x9b", "com/relaykit/home/devices/DeviceCommands.java", 37},
			{"CETP624", "warning", "Lcom/relaykit/home/trust/PairedAppsGate;->admit(I)Ljava/util/Set;@0x17", "com/relaykit/home/trust/PairedAppsGate.java", 36},
		})
	}
}
