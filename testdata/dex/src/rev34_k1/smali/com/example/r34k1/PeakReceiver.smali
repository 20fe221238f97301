.class public final Lcom/example/r34k1/PeakReceiver;
.super Landroid/content/BroadcastReceiver;
.source "PeakAlerts.kt"

.method public constructor <init>()V
    .registers 1
    .line 34
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method

.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 5
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "i"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    sget-object v0, Lcom/example/r34k1/PeakAlerts;->INSTANCE:Lcom/example/r34k1/PeakAlerts;
    const-string v1, "tariff"
    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-nez p2, :cond_t
    const-string p2, "high"
    :cond_t
    invoke-virtual {v0, p1, p2}, Lcom/example/r34k1/PeakAlerts;->notifyPeak(Landroid/content/Context;Ljava/lang/String;)V
    .line 37
    return-void
.end method
