.class public final Lcom/tidewell/home/ConfirmResultReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Confirmations.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 64
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 9

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    const-string v1, "com.tidewell.home.extra.TOKEN"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v3, v0

    .line 67
    sget-object v0, Lcom/tidewell/home/Books;->INSTANCE:Lcom/tidewell/home/Books;

    const-string v2, "com.tidewell.home.extra.BOOK"

    invoke-virtual {p2, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidewell/home/Books;->named(Ljava/lang/String;)Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    if-nez v0, :cond_1

    return-void

    :cond_1
    move-object v4, v0

    .line 68
    const-string v1, "com.tidewell.home.extra.DECISION"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->hasExtra(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 69
    const-string v1, "com.tidewell.home.extra.DECISION"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/content/Intent;->getBooleanExtra(Ljava/lang/String;Z)Z

    move-result v0

    goto :goto_0

    .line 71
    :cond_2
    invoke-virtual {p0}, Lcom/tidewell/home/ConfirmResultReceiver;->getResultCode()I

    move-result v0

    const/4 v1, -0x1

    if-ne v0, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    .line 68
    :goto_0
    move v5, v0

    .line 73
    invoke-virtual {v4, v3, v5}, Lcom/tidewell/home/ConfirmationBook;->answer(Ljava/lang/String;Z)V

    .line 74
    return-void
.end method
