.class public final Lcom/spokeshare/MviKt;
.super Ljava/lang/Object;
.source "Mvi.kt"

# direct methods
.method public static final reduce(Lcom/spokeshare/State;Lcom/spokeshare/Action;)Lcom/spokeshare/State;
    .registers 16
    const-string v1, "state"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "action"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    move-object v13, p1
    .line 61
    instance-of v0, v13, Lcom/spokeshare/Action$Received;
    if-eqz v0, :L62
    new-instance v0, Lcom/spokeshare/State$Working;
    move-object v2, p1
    check-cast v2, Lcom/spokeshare/Action$Received;
    invoke-virtual {v2}, Lcom/spokeshare/Action$Received;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v2
    move-object v3, p1
    check-cast v3, Lcom/spokeshare/Action$Received;
    invoke-virtual {v3}, Lcom/spokeshare/Action$Received;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v3
    sget-object v9, Lcom/spokeshare/Effect$Parse;->INSTANCE:Lcom/spokeshare/Effect$Parse;
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v9
    move-object v1, v2
    move-object v2, v3
    move-object v8, v9
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/16 v9, 0x7c
    const/4 v10, 0x0
    invoke-direct/range {v0 .. v10}, Lcom/spokeshare/State$Working;-><init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/spokeshare/State;
    goto/16 :L382
:L62
    .line 62
    instance-of v0, v13, Lcom/spokeshare/Action$Parsed;
    if-eqz v0, :L138
    .line 63
    instance-of v0, p0, Lcom/spokeshare/State$Working;
    if-eqz v0, :L134
    move-object v0, p0
    check-cast v0, Lcom/spokeshare/State$Working;
    .line 64
    move-object v3, p1
    check-cast v3, Lcom/spokeshare/Action$Parsed;
    invoke-virtual {v3}, Lcom/spokeshare/Action$Parsed;->getTool()Ljava/lang/String;
    move-result-object v3
    .line 65
    move-object v4, p1
    check-cast v4, Lcom/spokeshare/Action$Parsed;
    invoke-virtual {v4}, Lcom/spokeshare/Action$Parsed;->getArgs()Lorg/json/JSONObject;
    move-result-object v4
    .line 66
    move-object v5, p1
    check-cast v5, Lcom/spokeshare/Action$Parsed;
    invoke-virtual {v5}, Lcom/spokeshare/Action$Parsed;->getApproved()Z
    move-result v5
    .line 67
    move-object v6, p1
    check-cast v6, Lcom/spokeshare/Action$Parsed;
    invoke-virtual {v6}, Lcom/spokeshare/Action$Parsed;->getAccount()Ljava/lang/String;
    move-result-object v6
    .line 68
    move-object v7, p1
    check-cast v7, Lcom/spokeshare/Action$Parsed;
    invoke-virtual {v7}, Lcom/spokeshare/Action$Parsed;->getCounterpart()Ljava/lang/String;
    move-result-object v7
    .line 69
    sget-object v8, Lcom/spokeshare/Effect$Run;->INSTANCE:Lcom/spokeshare/Effect$Run;
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v8
    .line 63
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v9, 0x3
    const/4 v10, 0x0
    invoke-static/range {v0 .. v10}, Lcom/spokeshare/State$Working;->copy$default(Lcom/spokeshare/State$Working;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;ILjava/lang/Object;)Lcom/spokeshare/State$Working;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/State;
    goto/16 :L382
:L134
    .line 71
    move-object v0, p0
    goto/16 :L382
:L138
    .line 73
    instance-of v0, v13, Lcom/spokeshare/Action$NeedsUser;
    if-eqz v0, :L216
    .line 74
    instance-of v0, p0, Lcom/spokeshare/State$Working;
    if-eqz v0, :L212
    new-instance v0, Lcom/spokeshare/State$Asking;
    move-object v2, p0
    check-cast v2, Lcom/spokeshare/State$Working;
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object v10
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    const/16 v11, 0x7f
    const/4 v12, 0x0
    invoke-static/range {v2 .. v12}, Lcom/spokeshare/State$Working;->copy$default(Lcom/spokeshare/State$Working;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;ILjava/lang/Object;)Lcom/spokeshare/State$Working;
    move-result-object v2
    move-object v3, p1
    check-cast v3, Lcom/spokeshare/Action$NeedsUser;
    invoke-virtual {v3}, Lcom/spokeshare/Action$NeedsUser;->getScreen()Ljava/lang/Class;
    move-result-object v3
    move-object v4, p1
    check-cast v4, Lcom/spokeshare/Action$NeedsUser;
    invoke-virtual {v4}, Lcom/spokeshare/Action$NeedsUser;->getPrompt()Ljava/lang/String;
    move-result-object v4
    move-object v5, p1
    check-cast v5, Lcom/spokeshare/Action$NeedsUser;
    invoke-virtual {v5}, Lcom/spokeshare/Action$NeedsUser;->getFlags()I
    move-result v5
    sget-object v6, Lcom/spokeshare/Effect$Ask;->INSTANCE:Lcom/spokeshare/Effect$Ask;
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move v4, v5
    move-object v5, v6
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/State$Asking;-><init>(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;)V
    check-cast v0, Lcom/spokeshare/State;
    goto/16 :L382
:L212
    .line 75
    move-object v0, p0
    goto/16 :L382
:L216
    .line 77
    instance-of v0, v13, Lcom/spokeshare/Action$Ticketed;
    if-eqz v0, :L275
    .line 78
    instance-of v0, p0, Lcom/spokeshare/State$Asking;
    if-eqz v0, :L271
    new-instance v0, Lcom/spokeshare/State$Waiting;
    move-object v2, p0
    check-cast v2, Lcom/spokeshare/State$Asking;
    invoke-virtual {v2}, Lcom/spokeshare/State$Asking;->getWork()Lcom/spokeshare/State$Working;
    move-result-object v2
    move-object v3, p0
    check-cast v3, Lcom/spokeshare/State$Asking;
    invoke-virtual {v3}, Lcom/spokeshare/State$Asking;->getPrompt()Ljava/lang/String;
    move-result-object v3
    move-object v4, p1
    check-cast v4, Lcom/spokeshare/Action$Ticketed;
    invoke-virtual {v4}, Lcom/spokeshare/Action$Ticketed;->getToken()Ljava/lang/String;
    move-result-object v4
    move-object v5, p1
    check-cast v5, Lcom/spokeshare/Action$Ticketed;
    invoke-virtual {v5}, Lcom/spokeshare/Action$Ticketed;->getResolution()Landroid/app/PendingIntent;
    move-result-object v5
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/spokeshare/State$Waiting;-><init>(Lcom/spokeshare/State$Working;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;)V
    check-cast v0, Lcom/spokeshare/State;
    goto :L382
:L271
    .line 79
    move-object v0, p0
    goto :L382
:L275
    .line 81
    instance-of v0, v13, Lcom/spokeshare/Action$Loaded;
    if-eqz v0, :L333
    .line 82
    instance-of v0, p0, Lcom/spokeshare/State$Working;
    if-eqz v0, :L329
    new-instance v0, Lcom/spokeshare/State$Done;
    move-object v2, p0
    check-cast v2, Lcom/spokeshare/State$Working;
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object v10
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    const/16 v11, 0x7f
    const/4 v12, 0x0
    invoke-static/range {v2 .. v12}, Lcom/spokeshare/State$Working;->copy$default(Lcom/spokeshare/State$Working;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;ILjava/lang/Object;)Lcom/spokeshare/State$Working;
    move-result-object v2
    move-object v3, p1
    check-cast v3, Lcom/spokeshare/Action$Loaded;
    invoke-virtual {v3}, Lcom/spokeshare/Action$Loaded;->getValue()Lorg/json/JSONObject;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/spokeshare/State$Done;-><init>(Lcom/spokeshare/State$Working;Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/State;
    goto :L382
:L329
    .line 83
    move-object v0, p0
    goto :L382
:L333
    .line 85
    instance-of v0, v13, Lcom/spokeshare/Action$Failed;
    if-eqz v0, :L374
    new-instance v0, Lcom/spokeshare/State$Error;
    move-object v2, p1
    check-cast v2, Lcom/spokeshare/Action$Failed;
    invoke-virtual {v2}, Lcom/spokeshare/Action$Failed;->getCode()Ljava/lang/String;
    move-result-object v2
    move-object v3, p1
    check-cast v3, Lcom/spokeshare/Action$Failed;
    invoke-virtual {v3}, Lcom/spokeshare/Action$Failed;->getMessage()Ljava/lang/String;
    move-result-object v3
    move-object v4, p1
    check-cast v4, Lcom/spokeshare/Action$Failed;
    invoke-virtual {v4}, Lcom/spokeshare/Action$Failed;->getRetryable()Z
    move-result v4
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/State$Error;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/spokeshare/State;
    goto :L382
:L374
    .line 60
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L382
    .line 86
    return-object v0
.end method
