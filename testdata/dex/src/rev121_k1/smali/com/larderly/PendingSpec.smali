.class public final Lcom/larderly/PendingSpec;
.super Ljava/lang/Object;
.source "Pending.kt"

# instance fields
.field private flags:I
.field private intent:Landroid/content/Intent;
.field private requestCode:I


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final activity(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 7
    .line 17
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/larderly/PendingSpec;->intent:Landroid/content/Intent;
    if-nez v0, :L28
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "PendingSpec without an intent"
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L28
    move-object v4, v0
    .line 18
    iget v1, p0, Lcom/larderly/PendingSpec;->requestCode:I
    iget v3, p0, Lcom/larderly/PendingSpec;->flags:I
    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final getFlags()I
    .registers 2
    .line 14
    iget v0, p0, Lcom/larderly/PendingSpec;->flags:I
    return v0
.end method

.method public final getIntent()Landroid/content/Intent;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/larderly/PendingSpec;->intent:Landroid/content/Intent;
    return-object v0
.end method

.method public final getRequestCode()I
    .registers 2
    .line 12
    iget v0, p0, Lcom/larderly/PendingSpec;->requestCode:I
    return v0
.end method

.method public final setFlags(I)V
    .registers 2
    .line 14
    iput p1, p0, Lcom/larderly/PendingSpec;->flags:I
    return-void
.end method

.method public final setIntent(Landroid/content/Intent;)V
    .registers 2
    .line 13
    iput-object p1, p0, Lcom/larderly/PendingSpec;->intent:Landroid/content/Intent;
    return-void
.end method

.method public final setRequestCode(I)V
    .registers 2
    .line 12
    iput p1, p0, Lcom/larderly/PendingSpec;->requestCode:I
    return-void
.end method
