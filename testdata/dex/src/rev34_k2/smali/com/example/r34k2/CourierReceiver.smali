.class public final Lcom/example/r34k2/CourierReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Notify.kt"

.method public constructor <init>()V
    .registers 1
    .line 35
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method

.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 6
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "i"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const-string v0, "order_id"
    invoke-virtual {p2, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_id
    return-void
    .line 38
    :cond_id
    const-string v1, "tracking"
    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 39
    sget-object v1, Lcom/example/r34k2/PrintNotifier;->INSTANCE:Lcom/example/r34k2/PrintNotifier;
    if-nez p2, :cond_shipped
    new-instance p2, Lcom/example/r34k2/PrintEvent$Ready;
    invoke-direct {p2, v0}, Lcom/example/r34k2/PrintEvent$Ready;-><init>(Ljava/lang/String;)V
    check-cast p2, Lcom/example/r34k2/PrintEvent;
    goto :goto_show
    :cond_shipped
    new-instance v2, Lcom/example/r34k2/PrintEvent$Shipped;
    invoke-direct {v2, v0, p2}, Lcom/example/r34k2/PrintEvent$Shipped;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object p2, v2
    check-cast p2, Lcom/example/r34k2/PrintEvent;
    :goto_show
    invoke-virtual {v1, p1, p2}, Lcom/example/r34k2/PrintNotifier;->show(Landroid/content/Context;Lcom/example/r34k2/PrintEvent;)V
    .line 40
    return-void
.end method
