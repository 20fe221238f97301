.class public final Lcom/hivewatch/ToolCtx;
.super Ljava/lang/Object;
.source "Tool.kt"

.field private final context:Landroid/content/Context;
.field private final uid:I
.field private final req:Landroid/os/Bundle;

.method public constructor <init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    .registers 5
    const-string v0, "context"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "req"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/hivewatch/ToolCtx;->context:Landroid/content/Context;
    iput v3, v1, Lcom/hivewatch/ToolCtx;->uid:I
    iput-object v4, v1, Lcom/hivewatch/ToolCtx;->req:Landroid/os/Bundle;
    return-void
.end method

.method public final getContext()Landroid/content/Context;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/hivewatch/ToolCtx;->context:Landroid/content/Context;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 12
    iget v0, v1, Lcom/hivewatch/ToolCtx;->uid:I
    return v0
.end method

.method public final getReq()Landroid/os/Bundle;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/hivewatch/ToolCtx;->req:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3
    .line 13
    iget-object v0, v2, Lcom/hivewatch/ToolCtx;->req:Landroid/os/Bundle;
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

