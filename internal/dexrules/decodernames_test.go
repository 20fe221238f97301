package dexrules_test

import "testing"

const (
	dnCall   = "Lcom/example/dn/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	dnJava   = "com/example/dn/ToolProvider.java"
	dnHandle = "Lcom/example/dn/KtToolsKt;->handle(Ljava/lang/String;)V"
	dnKt     = "com/example/dn/KtTools.kt"
)

// TestDecoderJSONNames (decodernames, Java and Kotlin sketches beside the
// smali): CETP606 judges a decoded field by the JSON key the decoder fills
// it from. Gson: @SerializedName("calling_package") on a field named origin
// (line 18) and an alternate "caller_package" (19) are the caller's claim;
// a field named callerPackage filled from "display_name" is not (20).
// kotlinx.serialization: the element names of the generated KtArgs$$serializer,
// mapped to fields by the synthetic constructor ("calling_package" read
// through getOrigin, line 19; "title" through getCallerPackage, 20, not).
// Moshi: @Json on the Kotlin constructor parameter ("caller_package" read
// through getWho, 22; "subject" through getCallingPackage, 23, not). A
// generated Moshi adapter reading a key no field is named or annotated with
// (R8 dropped @Json) leaves the keys unknown: a note at the read (25).
func TestDecoderJSONNames(t *testing.T) {
	got := runDex(t, "decodernames", true, "CETP606")
	checkDex(t, got, []dexWant{
		{"CETP606", "error", dnHandle + "@0x16", dnKt, 19},
		{"CETP606", "error", dnHandle + "@0x3e", dnKt, 22},
		{"CETP606", "note", dnHandle + "@0x64", dnKt, 25},
		{"CETP606", "error", dnCall + "@0xa", dnJava, 18},
		{"CETP606", "error", dnCall + "@0x11", dnJava, 19},
	})
	checkMessages(t, got, map[string][]string{
		"handle(Ljava/lang/String;)V@0x16": {`request argument "calling_package"`, "com.example.dn.KtArgs.origin"},
		"handle(Ljava/lang/String;)V@0x3e": {`request argument "caller_package"`, "com.example.dn.MoshiArgs.who"},
		"handle(Ljava/lang/String;)V@0x64": {"com.example.dn.ReleaseArgs", "Moshi adapter com.example.dn.ReleaseArgsJsonAdapter", "(sender_package)", "may be missed"},
		"Bundle;@0xa":                      {`request argument "calling_package"`, "com.example.dn.GsonArgs.origin"},
		"Bundle;@0x11":                     {`request argument "caller_package"`, "com.example.dn.GsonArgs.label"},
	})
}

// TestDecoderConfirmationKey: CETP614 names a Gson-bound flag by its JSON
// key: "user_confirmed" (field go) deciding a delete is reported (line 21);
// a field named confirmed filled from "notify" deciding one is not (22).
func TestDecoderConfirmationKey(t *testing.T) {
	got := runDex(t, "decodernames", true, "CETP614")
	checkDex(t, got, []dexWant{
		{"CETP614", "error", dnCall + "@0x1d", dnJava, 21},
	})
	checkMessages(t, got, map[string][]string{"Bundle;@0x1d": {`request argument "user_confirmed"`}})
}
