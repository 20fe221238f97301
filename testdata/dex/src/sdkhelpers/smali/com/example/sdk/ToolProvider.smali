# Kotlin sketch (ToolProvider.kt):
#   class ToolProvider : ContentProvider() {
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val ctx = requireContext()
#           val out = Bundle()
#           out.putParcelable("resolution", Pis.staticHelper(ctx))
#           Pis.companionHelper(ctx) ... (every function of Pis, in order)
#           return out
#       }
#   }
.class public final Lcom/example/sdk/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 10
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 11
    invoke-static {v0}, Lcom/example/sdk/Pis;->staticHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "resolution"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 12
    invoke-static {v0}, Lcom/example/sdk/Pis;->companionHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 13
    invoke-static {v0}, Lcom/example/sdk/Pis;->paramHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 14
    invoke-static {v0}, Lcom/example/sdk/Pis;->negatedInCaller(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 15
    invoke-static {v0}, Lcom/example/sdk/Pis;->javaTwoReturns(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 16
    invoke-static {v0}, Lcom/example/sdk/Pis;->preMInverted(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 17
    invoke-static {v0}, Lcom/example/sdk/Pis;->buildCompat(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 18
    invoke-static {v0}, Lcom/example/sdk/Pis;->belowMWrongWay(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 19
    invoke-static {v0}, Lcom/example/sdk/Pis;->exactlyM(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 20
    return-object v1
.end method
