package dexrules_test

import "testing"

// TestDecoderPositions (decoderpos, Kotlin sketch beside the smali):
// Moshi codegen adapters are read by position: the index of each name in
// JsonReader.Options.of is what selectName returns, the switch case (or,
// after R8, the if test) on it reads the value, and the constructor
// argument that value becomes is stored into a field. So ToolArgs.who is
// filled from "caller_package" (line 20, CETP606) and callingPackage from
// "subject" (21, silent: its own name is not its key), whatever @Json says
// or R8 left; ShortArgs's renamed field a from "calling_package" (23) and b
// from "title" (24, silent). kotlinx through an indirection: a generic
// Codec<T> holding the serializer in a field parses in decode, and the
// caller's cast of decode's result names the class (27; 28 silent); a
// helper given the serializer as a parameter is resolved from its callers
// when they agree, else CETP606 notes that the parse's class is unknown
// (33), as CETP614 and CETP622 do.
func TestDecoderPositions(t *testing.T) {
	const h = "Lcom/example/ms/ToolProviderKt;->handle(Ljava/lang/String;)V"
	const file = "com/example/ms/ToolProvider.kt"
	got := runDex(t, "decoderpos", true, "CETP606")
	checkDex(t, got, []dexWant{
		{"CETP606", "error", h + "@0x1e", file, 20},
		{"CETP606", "error", h + "@0x46", file, 23},
		{"CETP606", "error", h + "@0x58", file, 27},
		{"CETP606", "note", "Lcom/example/ms/ToolProviderKt;->logAny(Lkotlinx/serialization/KSerializer;Ljava/lang/String;)V@0xe", file, 33},
	})
	checkMessages(t, got, map[string][]string{
		"V@0x1e": {`"caller_package"`, "com.example.ms.ToolArgs.who"},
		"V@0x46": {`"calling_package"`, "com.example.ms.ShortArgs.a"},
		"V@0x58": {`"calling_package"`, "com.example.ms.KtArgs.origin"},
		"V@0xe":  {"cannot tell", "CETP606 findings"},
	})
}
