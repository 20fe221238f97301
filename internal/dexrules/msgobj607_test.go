package dexrules_test

import "testing"

// TestMessageObj607 (msgobj607, msgobj607nm): exception text a worker puts
// into a Message's obj (obtainMessage(FAILED, e.getMessage())) is exception
// text where a Handler.Callback reads msg.obj and answers it as
// error_message (rev126_j1's missed CETP607); the same hand-over of a fixed
// sentence is silent.
func TestMessageObj607(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "msgobj607", allCode, "CETP607"), []dexWant{
			{"CETP607", "warning", "Lcom/mo/HubLink$1;->handleMessage(Landroid/os/Message;)Z@0xf", "com/mo/HubLink.java", 24},
		})
		checkDex(t, runDex(t, "msgobj607nm", allCode, "CETP607"), nil)
	}
}
