package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestFDPlatformCalls: which platform calls hand on the descriptor they
// are given (and which argument), which are read-only sources, and which
// return a descriptor whose mode the analysis must call unknown.
func TestFDPlatformCalls(t *testing.T) {
	for _, c := range []struct {
		ref              dex.MethodRef
		through          int
		readOnly, source bool
	}{
		{dex.MethodRef{Class: ClassPFD, Name: "dup", Return: ClassPFD}, 0, false, true},
		{dex.MethodRef{Class: ClassPFD, Name: "dup", Params: []string{"Ljava/io/FileDescriptor;"}, Return: ClassPFD}, 0, false, true},
		{dex.MethodRef{Class: ClassPFD, Name: "detachFd", Return: "I"}, 0, false, false},
		{dex.MethodRef{Class: ClassPFD, Name: "adoptFd", Params: []string{"I"}, Return: ClassPFD}, 0, false, true},
		{dex.MethodRef{Class: ClassPFD, Name: "fromFd", Params: []string{"I"}, Return: ClassPFD}, 0, false, true},
		{dex.MethodRef{Class: ClassAFD, Name: "getParcelFileDescriptor", Return: ClassPFD}, 0, false, true},
		{dex.MethodRef{Class: ClassPFD, Name: "fromSocket", Params: []string{"Ljava/net/Socket;"}, Return: ClassPFD}, -1, false, true},
		{dex.MethodRef{Class: "Landroid/content/res/AssetManager;", Name: "openFd", Params: []string{"Ljava/lang/String;"}, Return: ClassAFD}, -1, true, true},
		{dex.MethodRef{Class: "Landroid/content/ContentResolver;", Name: "openTypedAssetFileDescriptor",
			Params: []string{"Landroid/net/Uri;", "Ljava/lang/String;", "Landroid/os/Bundle;"}, Return: ClassAFD}, -1, true, true},
		{dex.MethodRef{Class: "Lcom/example/Store;", Name: "dup", Return: ClassPFD}, -1, false, false},
	} {
		if got := fdPassThrough(&c.ref); got != c.through {
			t.Errorf("fdPassThrough(%s.%s) = %d, want %d", c.ref.Class, c.ref.Name, got, c.through)
		}
		if got := fdReadOnlySource(&c.ref); got != c.readOnly {
			t.Errorf("fdReadOnlySource(%s.%s) = %v, want %v", c.ref.Class, c.ref.Name, got, c.readOnly)
		}
		if got := fdPlatformSource(&c.ref); got != c.source {
			t.Errorf("fdPlatformSource(%s.%s) = %v, want %v", c.ref.Class, c.ref.Name, got, c.source)
		}
	}
	asset := dex.MethodRef{Class: "Landroid/content/ContentResolver;", Name: "openAssetFileDescriptor",
		Params: []string{"Landroid/net/Uri;", "Ljava/lang/String;"}, Return: ClassAFD}
	if got := modeArg(&asset); got != 2 {
		t.Errorf("modeArg(openAssetFileDescriptor) = %d, want 2", got)
	}
	proxy := dex.MethodRef{Class: "Landroid/os/storage/StorageManager;", Name: "openProxyFileDescriptor",
		Params: []string{"I", "Landroid/os/ProxyFileDescriptorCallback;", "Landroid/os/Handler;"}, Return: ClassPFD}
	if got := modeArg(&proxy); got != 1 {
		t.Errorf("modeArg(openProxyFileDescriptor) = %d, want 1", got)
	}
}
