package scan

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

func TestMnemonicsCoverEveryOpcode(t *testing.T) {
	for op := 0; op < 256; op++ {
		used := dex.FormatOf(byte(op)) != dex.FmtInvalid
		named := !strings.HasPrefix(dex.Mnemonic(byte(op)), "unused-")
		if used != named && op != 0 {
			t.Errorf("opcode %#02x: format valid %v, named %v (%s)", op, used, named, dex.Mnemonic(byte(op)))
		}
	}
	for op, want := range map[byte]string{0x1a: "const-string", 0x54: "iget-object", 0x71: "invoke-static", 0x77: "invoke-static/range",
		0x8f: "int-to-short", 0xaf: "rem-double", 0xb6: "or-int/2addr", 0xd1: "rsub-int", 0xd9: "rsub-int/lit8", 0xe2: "ushr-int/lit8"} {
		if got := dex.Mnemonic(op); got != want {
			t.Errorf("Mnemonic(%#02x) = %s, want %s", op, got, want)
		}
	}
}

func TestContextOfBinaryFindings(t *testing.T) {
	opt := Options{AllCode: true}
	a, err := opt.loadAPK(filepath.Join("..", "..", "testdata", "dex", "pendingintent.apk"), true)
	if err != nil || a.dex == nil {
		t.Fatal(err)
	}
	m, d := a.manifests[0], a.dex
	got := dexContext(d.Program, "Lcom/example/pi/Resolutions;->updateCurrentOnly(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa")
	for _, want := range []string{
		"# Lcom/example/pi/Resolutions;->updateCurrentOnly(",
		"  0002: const-class v1, Lcom/example/pi/ConfirmActivity;",
		"→ 000a: invoke-static {v4, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(",
		"  000e: return-object v0",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("listing lacks %q:\n%s", want, got)
		}
	}
	// A logical location that names no method or no instruction start
	// gives no context rather than a wrong one.
	for _, bad := range []string{"Lcom/example/pi/Resolutions;->nope()V@0x0", "Lcom/example/pi/Resolutions;->updateCurrentOnly(Landroid/content/Context;)Landroid/app/PendingIntent;@0xb", "garbage"} {
		if got := dexContext(d.Program, bad); got != "" {
			t.Errorf("%s: context %q", bad, got)
		}
	}
	el := elementContext(m, "manifest/application/activity[com.example.pi.OpenConfirmActivity]")
	if !strings.HasPrefix(el, `<activity android:name=".OpenConfirmActivity"`) || !strings.Contains(el, `android:exported="true"`) {
		t.Errorf("element context:\n%s", el)
	}
}
