package dexrules_test

import "testing"

// TestTypedBus621 (typedbus621): a read tool that publishes an event
// reaches only the listeners whose bridge (or lambda class) accepts the
// event's class: list_alerts's AlertsShown listener writes (CETP621);
// get_device's DeviceShown reaches only the listener that logs, not the
// AlertsShown one, whose bridge casts its argument to AlertsShown.
func TestTypedBus621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "typedbus621", allCode), []dexWant{
			{"CETP621", "error", "Lcom/tb/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9e", "com/tb/DeskProvider.java", 76},
		})
	}
}
