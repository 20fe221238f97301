package dexrules_test

import "testing"

// TestReview48b holds the shapes stop 48's second read-only review built
// against the stop's later changes (testdata/dex/src/review48b*, the Java
// in each sketch/Notes.md):
//   - negpath2: a helper `if (a.equals(b)) return false; return true;` is
//     no equality (it returns only constants): the path check it makes is
//     read through its summary, and CETP622 stays.
//   - decflag, enumfp: a decoder's constants stand for the request value
//     only when the decoder call is the method's sole way to them and they
//     are more than a boolean's 0 and 1 — no false CETP614 for a local
//     flag or for a preference decoded into the same enum; enumkeyctl, the
//     decoded "confirmed" guarding the delete, is reported. (Two decodes
//     of one enum under different keys in one method bind neither: a
//     miss, in docs/dex.md.)
//   - ordthrow, elemthrow: a lone `if (…ordinal() != 0) throw new X()` or
//     a boolean-array flag's no-argument throw is a guard, not an
//     exhaustive when's else — CETP614.
//   - ctorsetter, ctorholder, ctorsub: an object the constructor hands to
//     a setter or a holder counts as made; a field a base class's
//     constructor fills is read under the subclass's name — CETP601/602.
//   - entrylog: the entry's owner compared through `p.caller.uid()` while
//     the current session's `uid()` is only logged binds the token.
func TestReview48b(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review48bnegpath2", []dexWant{
			{"CETP605", "warning", "Lcom/example/np/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48bnegpath2.apk", 0},
			{"CETP622", "error", "Lcom/example/np/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x14", "../../testdata/dex/review48bnegpath2.apk", 0},
		}},
		{"review48bdecflag", []dexWant{
			{"CETP609", "note", "Lcom/example/df/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2c", "../../testdata/dex/review48bdecflag.apk", 0},
		}},
		{"review48benumfp", []dexWant{
			{"CETP605", "warning", "Lcom/example/ef/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48benumfp.apk", 0},
		}},
		{"review48benumkeyctl", []dexWant{
			{"CETP605", "warning", "Lcom/example/ek/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48benumkeyctl.apk", 0},
			{"CETP614", "error", "Lcom/example/ek/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x18", "../../testdata/dex/review48benumkeyctl.apk", 0},
		}},
		{"review48bordthrow", []dexWant{
			{"CETP605", "warning", "Lcom/example/ot/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48bordthrow.apk", 0},
			{"CETP614", "error", "Lcom/example/ot/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1a", "../../testdata/dex/review48bordthrow.apk", 0},
		}},
		{"review48belemthrow", []dexWant{
			{"CETP605", "warning", "Lcom/example/et/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48belemthrow.apk", 0},
			{"CETP614", "error", "Lcom/example/et/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15", "../../testdata/dex/review48belemthrow.apk", 0},
		}},
		{"review48bctorsetter", []dexWant{
			{"CETP601", "error", "Lcom/example/cs/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48bctorsetter.apk", 0},
			{"CETP602", "error", "Lcom/example/cs/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48bctorsetter.apk", 0},
			{"CETP609", "note", "Lcom/example/cs/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48bctorsetter.apk", 0},
		}},
		{"review48bctorholder", []dexWant{
			{"CETP601", "error", "Lcom/example/ch/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48bctorholder.apk", 0},
			{"CETP602", "error", "Lcom/example/ch/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48bctorholder.apk", 0},
			{"CETP609", "note", "Lcom/example/ch/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48bctorholder.apk", 0},
		}},
		{"review48bctorsub", []dexWant{
			{"CETP601", "error", "Lcom/example/cb/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48bctorsub.apk", 0},
			{"CETP602", "error", "Lcom/example/cb/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48bctorsub.apk", 0},
			{"CETP609", "note", "Lcom/example/cb/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48bctorsub.apk", 0},
		}},
		{"review48bentrylog", []dexWant{
			{"CETP609", "note", "Lcom/example/eu/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "../../testdata/dex/review48bentrylog.apk", 0},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, false), tc.want)
		})
	}
}

// TestReview48c holds the third review's shapes (testdata/dex/src/
// review48c*): review48crng draws tokens from generators made in other
// classes, by SecureRandom factories, a Dagger module, kotlin.random views
// — errors only for `asJavaRandom(Random.Default)` and `new Random()`; a
// lazy getter filling its own field with SecureRandom.getInstance is
// secure (stop 59: every store of the field is read, no note); review48cdec's
// authorize returns `CetpAccessDecision.allowIf(BuildConfig.DEBUG)`, a
// factory whose argument decides — no CETP617.
func TestReview48c(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review48crng", []dexWant{
			{"CETP605", "warning", "Lcom/example/rng/TokenProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48crng.apk", 0},
			{"CETP613", "error", "Lcom/example/rng/TokenProvider;->gAsJavaDefault()Landroid/os/Bundle;@0x15", "../../testdata/dex/review48crng.apk", 0},
			{"CETP613", "error", "Lcom/example/rng/TokenProvider;->iWeak()Landroid/os/Bundle;@0x11", "../../testdata/dex/review48crng.apk", 0},
		}},
		{"review48cdec", []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;@0x21", "com/clawseed/cetp/sdk/CetpProviderResult.java", 57},
			{"CETP608", "note", "Lcom/example/dec/DebugProvider;-><init>()V@0x0", "../../testdata/dex/review48cdec.apk", 0},
			{"CETP608", "note", "Lcom/example/dec/LockProvider;-><init>()V@0x0", "../../testdata/dex/review48cdec.apk", 0},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/clawseed/cetp/sdk/CetpV2ContentProvider.java", 36},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/clawseed/cetp/sdk/CetpV2ContentProvider.java", 36},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, false), tc.want)
		})
	}
}

// TestReview48d holds the fourth review's shapes (testdata/dex/src/
// review48d*): a descriptor kept in a Stream object by a factory
// (review48dfd) or a constructor (review48dfdctor), whose only writable
// construction (a pipe's write end for a camera) is in an Activity no
// provider reaches; a notification's mutable PendingIntent kept in the
// same Action class a resolution is put from (review48dpi). Only
// constructions on the call surface count for CETP612 and for resolution
// sites: none of them is reported.
func TestReview48d(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review48dfd", []dexWant{
			{"CETP605", "warning", "Lcom/example/fd/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48dfd.apk", 0},
		}},
		{"review48dfdctor", []dexWant{
			{"CETP605", "warning", "Lcom/example/fd/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48dfdctor.apk", 0},
		}},
		{"review48dpi", []dexWant{
			{"CETP609", "note", "Lcom/example/pi/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48dpi.apk", 0},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, false), tc.want)
		})
	}
}
