.class public final Lcom/tutortime/ToolCtx;
.super Ljava/lang/Object;
.source "Tool.kt"

.field private final context:Landroid/content/Context;
.field private final uid:I
.field private final pkg:Ljava/lang/String;
.field private final req:Landroid/os/Bundle;
.field private final args:Lorg/json/JSONObject;

.method public constructor <init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 10
    const-string v1, "context"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pkg"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    iput-object v6, v5, Lcom/tutortime/ToolCtx;->context:Landroid/content/Context;
    iput v7, v5, Lcom/tutortime/ToolCtx;->uid:I
    iput-object v8, v5, Lcom/tutortime/ToolCtx;->pkg:Ljava/lang/String;
    iput-object v9, v5, Lcom/tutortime/ToolCtx;->req:Landroid/os/Bundle;
    .line 14
    new-instance v1, Lorg/json/JSONObject;
    iget-object v3, v5, Lcom/tutortime/ToolCtx;->req:Landroid/os/Bundle;
    const-string v4, "args"
    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    move-object v0, v5
    move-object v2, v1
    if-nez v3, :L65
    const-string v3, "{}"
    :L65
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    iput-object v1, v0, Lcom/tutortime/ToolCtx;->args:Lorg/json/JSONObject;
    .line 13
    return-void
.end method

.method public final getContext()Landroid/content/Context;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->context:Landroid/content/Context;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 13
    iget v0, v1, Lcom/tutortime/ToolCtx;->uid:I
    return v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getReq()Landroid/os/Bundle;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->req:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->args:Lorg/json/JSONObject;
    return-object v0
.end method

