package dexrules_test

import "testing"

// TestHTTPVerbs: a request flag deciding a call of a Retrofit interface
// method annotated @HTTP(method = "DELETE") or an OkHttp request built with
// Request.Builder.method("DELETE", null) is CETP614 — the annotation and
// the method name are all the APK holds of the write; the same shapes
// naming a read (@HTTP(method = "GET"), method("GET", null)) are the near
// misses (httpverbs, each tool reading its own flag).
func TestHTTPVerbs(t *testing.T) {
	checkDex(t, runDex(t, "httpverbs", false, "CETP614"), []dexWant{
		{"CETP614", "error", "Lcom/example/hv/ShopProvider;->clearCart(Lorg/json/JSONObject;)V@0x6", "com/example/hv/ShopProvider.java", 40},
		{"CETP614", "error", "Lcom/example/hv/ShopProvider;->dropOrder(Lorg/json/JSONObject;)V@0x6", "com/example/hv/ShopProvider.java", 52},
	})
}
