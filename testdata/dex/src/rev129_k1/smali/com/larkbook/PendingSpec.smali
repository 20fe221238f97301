.class public final Lcom/larkbook/PendingSpec;
.super Ljava/lang/Object;
.source "Dsl.kt"

# instance fields
.field private final ctx:Landroid/content/Context;
.field private flags:I
.field private intent:Landroid/content/Intent;
.field private requestCode:I


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 57
    iput-object p1, p0, Lcom/larkbook/PendingSpec;->ctx:Landroid/content/Context;
    .line 59
    sget-object v0, Lcom/larkbook/PiFlags;->Companion:Lcom/larkbook/PiFlags$Companion;
    invoke-virtual {v0}, Lcom/larkbook/PiFlags$Companion;->getImmutable-LDUQrYk()I
    move-result v0
    iput v0, p0, Lcom/larkbook/PendingSpec;->flags:I
    .line 57
    return-void
.end method


# virtual methods
.method public final build()Landroid/app/PendingIntent;
    .registers 10
    .line 67
    iget-object v0, p0, Lcom/larkbook/PendingSpec;->ctx:Landroid/content/Context;
    iget v1, p0, Lcom/larkbook/PendingSpec;->requestCode:I
    iget-object v2, p0, Lcom/larkbook/PendingSpec;->intent:Landroid/content/Intent;
    if-nez v2, :L42
    .line 112
    move v7, v1
    move-object v6, v0
    const/4 v5, 0x0
    .line 67
    const-string v8, "a resolution needs a screen"
    move-object v5, v8
    new-instance v2, Ljava/lang/IllegalStateException;
    invoke-virtual {v5}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v2
:L42
    iget v3, p0, Lcom/larkbook/PendingSpec;->flags:I
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final getFlags-LDUQrYk()I
    .registers 2
    .line 59
    iget v0, p0, Lcom/larkbook/PendingSpec;->flags:I
    return v0
.end method

.method public final getRequestCode()I
    .registers 2
    .line 58
    iget v0, p0, Lcom/larkbook/PendingSpec;->requestCode:I
    return v0
.end method

.method public final screen(Lkotlin/jvm/functions/Function1;)V
    .registers 5
    const-string v0, "block"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    new-instance v2, Lcom/larkbook/IntentSpec;
    invoke-direct {v2}, Lcom/larkbook/IntentSpec;-><init>()V
    invoke-interface {p1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    iget-object v1, p0, Lcom/larkbook/PendingSpec;->ctx:Landroid/content/Context;
    invoke-virtual {v2, v1}, Lcom/larkbook/IntentSpec;->build(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/PendingSpec;->intent:Landroid/content/Intent;
    .line 64
    return-void
.end method

.method public final setFlags-bII2mxc(I)V
    .registers 2
    .line 59
    iput p1, p0, Lcom/larkbook/PendingSpec;->flags:I
    return-void
.end method

.method public final setRequestCode(I)V
    .registers 2
    .line 58
    iput p1, p0, Lcom/larkbook/PendingSpec;->requestCode:I
    return-void
.end method
