.class final Lcom/harborfiles/CleanupMode$SHRED;
.super Lcom/harborfiles/CleanupMode;
.source "DocTools.kt"

# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 42
    const/4 v0, 0x0
    invoke-direct {p0, p1, p2, v0}, Lcom/harborfiles/CleanupMode;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;
    .registers 15

    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "actions"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "doc_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v8
    .line 45
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "force"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v10
    .line 46
    if-nez v10, :L135
    invoke-virtual {p2, p1}, Lcom/harborfiles/DocActions;->approved(Lcom/harborfiles/DocCall;)Z
    move-result v0
    if-nez v0, :L135
    .line 47
    invoke-virtual {p2, p1}, Lcom/harborfiles/DocActions;->holdFor(Lcom/harborfiles/DocCall;)Ljava/lang/String;
    move-result-object v10
    .line 48
    sget-object v0, Lcom/harborfiles/ResolutionSpec;->Companion:Lcom/harborfiles/ResolutionSpec$Companion;
    invoke-virtual {v0}, Lcom/harborfiles/ResolutionSpec$Companion;->getBASE()Lcom/harborfiles/ResolutionSpec;
    move-result-object v0
    const/16 v1, 0x2b
    const/high16 v2, 0x44000000
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/harborfiles/ResolutionSpec;->copy$default(Lcom/harborfiles/ResolutionSpec;IILjava/lang/String;ILjava/lang/Object;)Lcom/harborfiles/ResolutionSpec;
    move-result-object v11
    .line 50
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCtx()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v11}, Lcom/harborfiles/ResolutionSpec;->getRequestCode()I
    move-result v1
    invoke-virtual {v11}, Lcom/harborfiles/ResolutionSpec;->getAction()Ljava/lang/String;
    move-result-object v3
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Shred document "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p2, v3, v10, v5}, Lcom/harborfiles/DocActions;->confirmIntent(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    invoke-virtual {v11}, Lcom/harborfiles/ResolutionSpec;->getFlags()I
    move-result v3
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v8
    .line 52
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1, v8, v10}, Lcom/harborfiles/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L135
    .line 54
    invoke-virtual {p2}, Lcom/harborfiles/DocActions;->getStore()Lcom/harborfiles/DocStore;
    move-result-object v0
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {v0, v8, v9, v3}, Lcom/harborfiles/DocStore;->shred(JI)I
    move-result v10
    .line 55
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "shredded"
    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
