.class public final Lcom/quiltroom/PatternProvider;
.super Landroid/content/ContentProvider;
.source "PatternProvider.kt"

.field public static final Companion:Lcom/quiltroom/PatternProvider$Companion;
.field private dao:Lcom/quiltroom/PatternDao;
.field private static final QUILTERS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"add_pattern\",\"remove_pattern\",\"forget_pattern\",\"search_patterns\",\"patterns_named\",\"count_mine\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 4
    .line 21
    sget-object v1, Lcom/quiltroom/QuiltDatabase;->Companion:Lcom/quiltroom/QuiltDatabase$Companion;
    invoke-virtual {v3}, Lcom/quiltroom/PatternProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1, v2}, Lcom/quiltroom/QuiltDatabase$Companion;->open(Landroid/content/Context;)Lcom/quiltroom/QuiltDatabase;
    move-result-object v1
    invoke-virtual {v1}, Lcom/quiltroom/QuiltDatabase;->patternDao()Lcom/quiltroom/PatternDao;
    move-result-object v1
    iput-object v1, v3, Lcom/quiltroom/PatternProvider;->dao:Lcom/quiltroom/PatternDao;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 27
    invoke-virtual {v10}, Lcom/quiltroom/PatternProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 28
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L48
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L57
    :L48
    .line 29
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "ambiguous or unknown caller"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L57
    .line 28
    move-object v6, v0
    .line 30
    sget-object v0, Lcom/quiltroom/PatternProvider;->QUILTERS:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a QuiltRoom app"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 31
    move-object v0, v13
    if-nez v13, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v7, v0
    .line 32
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L139
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/quiltroom/Sessions;->INSTANCE:Lcom/quiltroom/Sessions;
    invoke-virtual {v1, v4}, Lcom/quiltroom/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L139
    .line 33
    sget-object v0, Lcom/quiltroom/Sessions;->INSTANCE:Lcom/quiltroom/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/quiltroom/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L165
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L165
    .line 34
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L180
    const-string v0, "[\"add_pattern\",\"remove_pattern\",\"forget_pattern\",\"search_patterns\",\"patterns_named\",\"count_mine\"]"
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L180
    .line 35
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 36
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L215
    const-string v2, "{}"
    :L215
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 37
    invoke-static {v7}, Lcom/quiltroom/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L442
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_237
    goto :L442
    :L296
    const-string v1, "remove_pattern"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L387
    goto :L442
    :L309
    const-string v1, "add_pattern"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L374
    goto :L442
    :L322
    const-string v1, "search_patterns"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L417
    goto :L442
    :L335
    const-string v1, "count_mine"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L435
    goto :L442
    :L348
    const-string v1, "patterns_named"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L426
    goto :L442
    :L361
    const-string v1, "forget_pattern"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L402
    goto :L442
    :L374
    .line 38
    invoke-direct {v10, v4, v7, v8}, Lcom/quiltroom/PatternProvider;->addPattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L449
    :L387
    .line 39
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/quiltroom/PatternProvider;->removePattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L449
    :L402
    .line 40
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/quiltroom/PatternProvider;->forgetPattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L449
    :L417
    .line 41
    invoke-direct {v10, v8}, Lcom/quiltroom/PatternProvider;->searchPatterns(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L449
    :L426
    .line 42
    invoke-direct {v10, v8}, Lcom/quiltroom/PatternProvider;->patternsNamed(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L449
    :L435
    .line 43
    invoke-direct {v10}, Lcom/quiltroom/PatternProvider;->countMine()Landroid/os/Bundle;
    move-result-object v0
    goto :L449
    :L442
    .line 44
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L449
    .line 37
    return-object v0
    :sw_237
    .sparse-switch
        -0x65393523 -> :L348
        -0x544dc8c2 -> :L361
        -0x3db6227d -> :L335
        -0x57b392b -> :L296
        0x1f7bd9f2 -> :L309
        0x68c32f9a -> :L322
    .end sparse-switch
.end method

.method private final addPattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 49
    new-instance v0, Lcom/quiltroom/Pattern;
    const-string v3, "id"
    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "name"
    invoke-virtual {v11, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "blocks"
    invoke-virtual {v11, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v4
    invoke-direct {v0, v2, v3, v4, v9}, Lcom/quiltroom/Pattern;-><init>(Ljava/lang/String;Ljava/lang/String;II)V
    move-object v6, v0
    :t_40
    .line 50
    nop
    .line 51
    iget-object v0, v8, Lcom/quiltroom/PatternProvider;->dao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L57
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L57
    invoke-interface {v0, v6}, Lcom/quiltroom/PatternDao;->insert(Lcom/quiltroom/Pattern;)V
    :t_64
    goto :L89
    :L67
    .line 52
    move-exception v0
    move-object v7, v0
    .line 53
    const-string v0, "INVALID_ARGUMENT"
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteConstraintException;->getMessage()Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L85
    const-string v1, "insert failed"
    :L85
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L89
    .line 55
    invoke-static {v10}, Lcom/quiltroom/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L106
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L106
    .line 56
    const-string v0, "{\"added\":true}"
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Landroid/database/sqlite/SQLiteConstraintException; {:t_40 .. :t_64} :L67
.end method

.method private final removePattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 60
    invoke-static {v11}, Lcom/quiltroom/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L17
    .line 61
    const-string v1, "id"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 62
    const-string v1, "confirmed"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L95
    .line 63
    const/4 v0, 0x0
    new-instance v1, Lcom/quiltroom/PatternProvider$removePattern$n$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v5, v4}, Lcom/quiltroom/PatternProvider$removePattern$n$1;-><init>(Lcom/quiltroom/PatternProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v6, v0
    .line 64
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"removed\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L95
    .line 66
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/quiltroom/ConfirmRemoveActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    .line 67
    const/4 v1, 0x1
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 68
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/quiltroom/ResumeBook;->INSTANCE:Lcom/quiltroom/ResumeBook;
    sget-object v2, Lcom/quiltroom/Tokens;->INSTANCE:Lcom/quiltroom/Tokens;
    invoke-virtual {v2}, Lcom/quiltroom/Tokens;->quick()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/quiltroom/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/quiltroom/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final forgetPattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 72
    invoke-static {v11}, Lcom/quiltroom/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L17
    .line 73
    const-string v1, "id"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 74
    sget-object v0, Lcom/quiltroom/ResumeBook;->INSTANCE:Lcom/quiltroom/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v11, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v10}, Lcom/quiltroom/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L101
    .line 75
    const/4 v0, 0x0
    new-instance v1, Lcom/quiltroom/PatternProvider$forgetPattern$n$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v5, v4}, Lcom/quiltroom/PatternProvider$forgetPattern$n$1;-><init>(Lcom/quiltroom/PatternProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v6, v0
    .line 76
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"forgotten\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L101
    .line 78
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/quiltroom/ConfirmForgetActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    .line 79
    const/4 v1, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 80
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/quiltroom/ResumeBook;->INSTANCE:Lcom/quiltroom/ResumeBook;
    sget-object v2, Lcom/quiltroom/Tokens;->INSTANCE:Lcom/quiltroom/Tokens;
    invoke-virtual {v2}, Lcom/quiltroom/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/quiltroom/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/quiltroom/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final searchPatterns(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 84
    const-string v1, "text"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 85
    iget-object v0, v7, Lcom/quiltroom/PatternProvider;->dao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L24
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L24
    new-instance v1, Landroidx/sqlite/db/SimpleSQLiteQuery;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id FROM patterns WHERE name LIKE \'%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "%\'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/quiltroom/PatternDao;->raw(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 86
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 87
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 88
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"matches\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final patternsNamed(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 92
    const-string v1, "name"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 93
    iget-object v0, v8, Lcom/quiltroom/PatternProvider;->dao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L23
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    new-instance v1, Landroidx/sqlite/db/SimpleSQLiteQuery;
    const-string v2, "SELECT id FROM patterns WHERE name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/Object;
    move-object v7, v3
    const/4 v4, 0x0
    aput-object v5, v7, v4
    invoke-direct {v1, v2, v7}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;[Ljava/lang/Object;)V
    invoke-interface {v0, v1}, Lcom/quiltroom/PatternDao;->raw(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    .line 94
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v7, v0
    .line 95
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 96
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"matches\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final countMine()Landroid/os/Bundle;
    .registers 7
    .line 100
    const/4 v0, 0x0
    new-instance v1, Lcom/quiltroom/PatternProvider$countMine$n$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/quiltroom/PatternProvider$countMine$n$1;-><init>(Lcom/quiltroom/PatternProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v5, v0
    .line 101
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"mine\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getDao$p(Lcom/quiltroom/PatternProvider;)Lcom/quiltroom/PatternDao;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/quiltroom/PatternProvider;->dao:Lcom/quiltroom/PatternDao;
    return-object v0
.end method

.method public static final synthetic access$getQUILTERS$cp()Ljava/util/Set;
    .registers 1
    .line 17
    sget-object v0, Lcom/quiltroom/PatternProvider;->QUILTERS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/quiltroom/PatternProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/quiltroom/PatternProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quiltroom/PatternProvider;->Companion:Lcom/quiltroom/PatternProvider$Companion;
    .line 111
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.quiltroom"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.quiltroom.studio"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/quiltroom/PatternProvider;->QUILTERS:Ljava/util/Set;
    return-void
.end method

