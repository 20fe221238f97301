.class public final Lcom/tidewell/home/SmsSentReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Outbox.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 54
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 8

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const-string v1, "com.tidewell.home.extra.REF"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v4, v0

    .line 57
    sget-object v0, Lcom/tidewell/home/Outbox;->Companion:Lcom/tidewell/home/Outbox$Companion;

    invoke-virtual {v0, p1}, Lcom/tidewell/home/Outbox$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/Outbox;

    move-result-object v0

    const-string v3, "com.tidewell.home.extra.TO"

    invoke-virtual {p2, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0}, Lcom/tidewell/home/SmsSentReceiver;->getResultCode()I

    move-result v3

    invoke-virtual {v0, v4, v2, v3}, Lcom/tidewell/home/Outbox;->onSent(Ljava/lang/String;Ljava/lang/String;I)V

    .line 58
    return-void
.end method
