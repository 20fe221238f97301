package dexrules_test

import "testing"

// TestDescriptorThroughPlatformCalls (Java sketch beside the smali in
// testdata/dex/src/fdplatform): a read-write descriptor duplicated with
// dup(), an AssetFileDescriptor opened "rw" and unwrapped with
// getParcelFileDescriptor(), and a write-only one passed through
// detachFd()/adoptFd() keep their access; a read-only one duplicated and
// an APK asset are silent; fromSocket, whose mode the analysis does not
// know, is a note naming the call.
func TestDescriptorThroughPlatformCalls(t *testing.T) {
	const tp = "Lcom/example/fdp/ToolProvider;->"
	const file = "com/example/fdp/ToolProvider.java"
	got := runDex(t, "fdplatform", false, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "error", tp + "dup(Landroid/os/Bundle;Ljava/io/File;)V@0xc", file, 24},
		{"CETP612", "error", tp + "asset(Landroid/os/Bundle;Landroid/net/Uri;)V@0x14", file, 28},
		{"CETP612", "error", tp + "adopt(Landroid/os/Bundle;Ljava/io/File;)V@0x10", file, 32},
		{"CETP612", "note", tp + "sock(Landroid/os/Bundle;Ljava/net/Socket;)V@0x6", file, 43},
	})
	checkMessages(t, got, map[string][]string{
		"ToolProvider;->dup":   {"it is opened with MODE_READ_WRITE, kept through android.os.ParcelFileDescriptor.dup", "(§4.5)"},
		"ToolProvider;->asset": {`it is opened with mode "rw", kept through android.content.res.AssetFileDescriptor.getParcelFileDescriptor`},
		"ToolProvider;->adopt": {"it is opened with MODE_WRITE_ONLY, kept through android.os.ParcelFileDescriptor.detachFd, then android.os.ParcelFileDescriptor.adoptFd"},
		"ToolProvider;->sock":  {"the platform call Landroid/os/ParcelFileDescriptor;->fromSocket(Ljava/net/Socket;)Landroid/os/ParcelFileDescriptor;, whose access mode the analysis does not know"},
	})
}
