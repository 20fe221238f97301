.class public final Lcom/tutortime/ToolCtx;
.super Ljava/lang/Object;
.source "Tool.kt"

.field private final context:Landroid/content/Context;
.field private final uid:I
.field private final pkg:Ljava/lang/String;
.field private final req:Landroid/os/Bundle;
.field private final argsJson:Ljava/lang/String;
.field private final args:Lorg/json/JSONObject;

.method public constructor <init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 9
    const-string v1, "context"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pkg"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    iput-object v5, v4, Lcom/tutortime/ToolCtx;->context:Landroid/content/Context;
    iput v6, v4, Lcom/tutortime/ToolCtx;->uid:I
    iput-object v7, v4, Lcom/tutortime/ToolCtx;->pkg:Ljava/lang/String;
    iput-object v8, v4, Lcom/tutortime/ToolCtx;->req:Landroid/os/Bundle;
    .line 10
    iget-object v1, v4, Lcom/tutortime/ToolCtx;->req:Landroid/os/Bundle;
    const-string v2, "args"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v0, v4
    if-nez v1, :L61
    const-string v1, "{}"
    :L61
    iput-object v1, v0, Lcom/tutortime/ToolCtx;->argsJson:Ljava/lang/String;
    .line 11
    new-instance v1, Lorg/json/JSONObject;
    iget-object v3, v4, Lcom/tutortime/ToolCtx;->argsJson:Ljava/lang/String;
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    iput-object v1, v4, Lcom/tutortime/ToolCtx;->args:Lorg/json/JSONObject;
    .line 9
    return-void
.end method

.method public final getContext()Landroid/content/Context;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->context:Landroid/content/Context;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 9
    iget v0, v1, Lcom/tutortime/ToolCtx;->uid:I
    return v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getReq()Landroid/os/Bundle;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->req:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getArgsJson()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->argsJson:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/tutortime/ToolCtx;->args:Lorg/json/JSONObject;
    return-object v0
.end method

