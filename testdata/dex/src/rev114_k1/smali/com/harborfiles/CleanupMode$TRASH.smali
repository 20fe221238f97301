.class final Lcom/harborfiles/CleanupMode$TRASH;
.super Lcom/harborfiles/CleanupMode;
.source "DocTools.kt"

# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 32
    const/4 v0, 0x0
    invoke-direct {p0, p1, p2, v0}, Lcom/harborfiles/CleanupMode;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "actions"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "doc_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v5
    .line 35
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "recursive"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v7
    .line 36
    if-eqz v7, :L56
    invoke-virtual {p2}, Lcom/harborfiles/DocActions;->getStore()Lcom/harborfiles/DocStore;
    move-result-object v0
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {v0, v5, v6, v3}, Lcom/harborfiles/DocStore;->trashTree(JI)I
    move-result v0
    goto :L71
    :L56
    invoke-virtual {p2}, Lcom/harborfiles/DocActions;->getStore()Lcom/harborfiles/DocStore;
    move-result-object v0
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {v0, v5, v6, v3}, Lcom/harborfiles/DocStore;->trash(JI)I
    move-result v0
    :L71
    move v5, v0
    .line 37
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "trashed"
    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
