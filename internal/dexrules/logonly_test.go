package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestLogUse: which calls given a value from the request only log it or
// build text, and which may decide with it.
func TestLogUse(t *testing.T) {
	const req = "Lcom/clawseed/cetp/sdk/CetpProviderRequest;"
	ref := func(cls, name, ret string, params ...string) *dex.MethodRef {
		return &dex.MethodRef{Class: cls, Name: name, Return: ret, Params: params}
	}
	for _, tc := range []struct {
		ref  *dex.MethodRef
		recv bool
		want logUseKind
	}{
		{ref("Landroid/util/Log;", "d", "I", "Ljava/lang/String;", "Ljava/lang/String;"), false, logSink},
		{ref("Ltimber/log/Timber$Forest;", "i", "V", "Ljava/lang/String;", "[Ljava/lang/Object;"), false, logSink},
		{ref("Ljava/io/PrintStream;", "println", "V", "Ljava/lang/Object;"), true, logSink},
		{ref("Lkotlin/io/ConsoleKt;", "println", "V", "Ljava/lang/Object;"), false, logSink},
		{ref("Ljava/lang/StringBuilder;", "append", "Ljava/lang/StringBuilder;", "Ljava/lang/String;"), false, logText},
		{ref("Ljava/lang/String;", "format", "Ljava/lang/String;", "Ljava/lang/String;", "[Ljava/lang/Object;"), false, logText},
		{ref("Ljava/lang/SecurityException;", "<init>", "V", "Ljava/lang/String;"), false, logText},
		{ref(req, "getToolName", "Ljava/lang/String;"), true, logText},
		{ref(req, "getScopes", "Ljava/util/List;"), true, logText},
		{ref("Lkotlin/jvm/internal/Intrinsics;", "areEqual", "Z", "Ljava/lang/Object;", "Ljava/lang/Object;"), false, logOther},
		{ref("Ljava/util/List;", "contains", "Z", "Ljava/lang/Object;"), true, logOther},
		{ref("Ljava/lang/String;", "equals", "Z", "Ljava/lang/Object;"), true, logOther},
		{ref(req, "getToolName", "Ljava/lang/String;"), false, logOther}, // the request as an argument, not the receiver
	} {
		if got := logUse(tc.ref, tc.recv); got != tc.want {
			t.Errorf("logUse(%s, receiver %v) = %d, want %d", tc.ref, tc.recv, got, tc.want)
		}
	}
}
