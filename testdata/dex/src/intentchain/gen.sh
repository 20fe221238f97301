#!/bin/sh
# Writes smali/: a tool provider whose call() hands two PendingIntents back
# under "resolution", each made from an Intent that a chain of static
# helpers passes up (javac + D8: each helper returns the next one's
# result; the last makes an explicit Intent for ConfirmActivity). The
# first chain is 100 helpers long: summaries nest 24 deep, and CETP602
# follows a helper result no summary gave 3 more times, so it stops short
# of the end and must say where (a note). The second chain, 30 helpers of
# another class, is decided explicit (a near miss).
#   final class Intents {                                                   // Intents.java
#       static Intent i0(Context ctx) { return i1(ctx); }                   // 5
#       ...                                                                 // i<k> at line 5 + k
#       static Intent i99(Context ctx) { return new Intent(ctx, ConfirmActivity.class); } // 104
#   }
#   final class Near {                                                      // Near.java, alike:
#       static Intent n0(Context ctx) { return n1(ctx); }                   // 5
#       ...
#       static Intent n29(Context ctx) { return new Intent(ctx, ConfirmActivity.class); } // 34
#   }
#   public final class ToolProvider extends ContentProvider {               // ToolProvider.java
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           int uid = Binder.getCallingUid();                               // 10
#           Context ctx = getContext();                                     // 11
#           Bundle out = new Bundle();                                      // 12
#           out.putParcelable("resolution", PendingIntent.getActivity(ctx, 0,
#                   Intents.i0(ctx), PendingIntent.FLAG_IMMUTABLE));        // 13 note 602: past the budget
#           out.putParcelable("resolution", PendingIntent.getActivity(ctx, 1,
#                   Near.n0(ctx), PendingIntent.FLAG_IMMUTABLE));           // 14 near miss: decided explicit
#           return out;                                                     // 15
#       }
#   }
#   public final class ConfirmActivity extends Activity {                   // ConfirmActivity.java
#       @Override protected void onCreate(Bundle b) { super.onCreate(b); finish(); } // 5
#   }
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/ich
d=smali/com/example/ich
cat >$d/ConfirmActivity.smali <<'EOF'
.class public final Lcom/example/ich/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 2
    .line 5
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    invoke-virtual {p0}, Lcom/example/ich/ConfirmActivity;->finish()V
    return-void
.end method
EOF
{
	provider_head com/example/ich 7
	cat <<'EOF'
    move-result v0
    .line 11
    invoke-virtual {p0}, Lcom/example/ich/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 12
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 13
    invoke-static {v0}, Lcom/example/ich/Intents;->i0(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {v0, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v5, "resolution"
    invoke-virtual {v1, v5, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # near miss CETP602: 30 helpers deep, decided explicit
    .line 14
    invoke-static {v0}, Lcom/example/ich/Near;->n0(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v0, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v5, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 15
    return-object v1
.end method
EOF
} >$d/ToolProvider.smali
# chain CLASS PREFIX N writes CLASS.smali: N static helpers, each
# returning the next one's Intent, the last making an explicit one.
chain() {
	last=$(($3 - 1))
	{
		helper_class com/example/ich "$1"
		i=0
		while [ $i -lt $last ]; do
			cat <<EOF

.method static $2$i(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line $((5 + i))
    invoke-static {p0}, Lcom/example/ich/$1;->$2$((i + 1))(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method
EOF
			i=$((i + 1))
		done
		cat <<EOF

.method static $2$last(Landroid/content/Context;)Landroid/content/Intent;
    .registers 3
    .line $((5 + last))
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ich/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
EOF
	} >$d/$1.smali
}
chain Intents i 100
chain Near n 30
