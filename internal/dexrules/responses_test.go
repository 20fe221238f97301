package dexrules_test

import "testing"

const (
	respR    = "Lcom/example/resp/Responses;->"
	respPath = "com/example/resp/Responses.java"
)

// TestErrorLeaksInternals: exception text put directly and a stack trace
// passed to an error helper are warnings; a fixed message is not.
func TestErrorLeaksInternals(t *testing.T) {
	got := runDex(t, "responses", false, "CETP607")
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", respR + "failDirect(Ljava/lang/Exception;)Landroid/os/Bundle;@0x19", respPath, 11},
		{"CETP607", "warning", respR + "failStack(Ljava/lang/Exception;)Landroid/os/Bundle;@0x6", respPath, 21},
	})
}

// TestPredictableToken: a session token from java.util.Random and an
// operation id from a counter (through a helper) are errors; a UUID with a
// timestamp and SecureRandom bytes are not.
func TestPredictableToken(t *testing.T) {
	got := runDex(t, "responses", false, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", respR + "negotiate()Lorg/json/JSONObject;@0x14", respPath, 41},
		{"CETP613", "error", respR + "accepted()Landroid/os/Bundle;@0xb", respPath, 61},
	})
}
