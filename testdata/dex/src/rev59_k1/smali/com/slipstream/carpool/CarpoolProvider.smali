.class public final Lcom/slipstream/carpool/CarpoolProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SourceFile"

.field private final a:Lkotlin/Lazy;
.field private final b:Ljava/util/List;
.field private final c:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .registers 13
    .line 24
    invoke-direct/range {v12 .. v12}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 25
    new-instance v10, Lcom/slipstream/carpool/CarpoolProvider$$ExternalSyntheticLambda0;
    move-object v1, v10
    move-object v2, v12
    invoke-direct/range {v1 .. v2}, Lcom/slipstream/carpool/CarpoolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/slipstream/carpool/CarpoolProvider;)V
    move-object v0, v10
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v12, Lcom/slipstream/carpool/CarpoolProvider;->a:Lkotlin/Lazy;
    .line 27
    .line 28
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v11, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "list_rides"
    const-string v4, "Rides for a trip"
    const-string v5, "carpool.read"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    .line 29
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 28
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    const/4 v1, 0x1
    .line 30
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "ride_roster"
    const-string v4, "Roster file"
    const-string v5, "carpool.read"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    .line 31
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 30
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 28
    const/4 v1, 0x2
    .line 32
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "offer_ride"
    const-string v4, "Offer a ride"
    const-string v5, "carpool.write"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    .line 33
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 32
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 28
    const/4 v1, 0x3
    .line 34
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "cancel_ride"
    const-string v4, "Cancel a ride"
    const-string v5, "carpool.write"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    .line 35
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 34
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 28
    .line 27
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v12, Lcom/slipstream/carpool/CarpoolProvider;->b:Ljava/util/List;
    .line 38
    sget-object v0, La/g;->a:La/g;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, v12, Lcom/slipstream/carpool/CarpoolProvider;->c:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .line 24
    return-void
.end method

.method private final a()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 25
    iget-object v0, v2, Lcom/slipstream/carpool/CarpoolProvider;->a:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    .line 25
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/slipstream/carpool/CarpoolProvider;->b:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 38
    iget-object v0, v1, Lcom/slipstream/carpool/CarpoolProvider;->c:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 40
    const/4 v0, 0x1
    return v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 5
    const-string v0, "request"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    .line 45
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "carpool tool "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "Carpool"
    invoke-static {v2, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 46
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 13
    const-string v1, "request"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    move-object v6, v11
    :t_8
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v6, Lcom/slipstream/carpool/CarpoolProvider;
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 50
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    move-object v9, v0
    .line 51
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_38
    goto :L197
    :L80
    const-string v1, "list_rides"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L132
    goto :L197
    :L93
    const-string v1, "ride_roster"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L152
    goto :L197
    :L106
    const-string v1, "offer_ride"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L172
    goto :L197
    :L119
    const-string v1, "cancel_ride"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L182
    goto :L197
    :L132
    .line 52
    const-string v2, "trip"
    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v7, v1}, Lcom/slipstream/carpool/CarpoolProvider;->b(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L209
    :L152
    .line 53
    const-string v2, "trip"
    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v7, v1}, Lcom/slipstream/carpool/CarpoolProvider;->c(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L209
    :L172
    .line 54
    invoke-direct {v7, v12, v9}, Lcom/slipstream/carpool/CarpoolProvider;->d(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L209
    :L182
    .line 55
    const-string v3, "ride"
    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-direct {v7, v12, v2, v3}, Lcom/slipstream/carpool/CarpoolProvider;->e(Lcom/clawseed/cetp/sdk/CetpProviderRequest;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L209
    :L197
    .line 56
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L209
    .line 57
    nop
    .line 49
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    :t_214
    goto :L232
    :L217
    move-exception v0
    move-object v8, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    :L232
    move-object v6, v7
    .line 58
    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L247
    move-object v0, v6
    goto :L269
    :L247
    move-object v7, v0
    .line 58
    const/4 v0, 0x0
    move v8, v0
    .line 58
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {v7}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "carpool failed: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L269
    .line 58
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 58
    return-object v0
    .catch Ljava/lang/Throwable; {:t_8 .. :t_214} :L217
    :sw_38
    .sparse-switch
        -0x5dae1063 -> :L119
        -0x2f2c444e -> :L93
        0x9a220fb -> :L106
        0x2a1b5b9a -> :L80
    .end sparse-switch
.end method

.method private final b(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 61
    invoke-direct {v10}, Lcom/slipstream/carpool/CarpoolProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT _id, driver FROM rides WHERE trip = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    aput-object v11, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    .line 62
    check-cast v4, Ljava/io/Closeable;
    move-object v6, v4
    const/4 v0, 0x0
    move-object v7, v0
    :t_30
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    .line 62
    const/4 v0, 0x0
    move v9, v0
    .line 62
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 62
    move v8, v0
    :t_50
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v8
    goto :L83
    :t_62
    :L62
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_71
    :L71
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L83
    .line 62
    move v5, v0
    .line 63
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "rides"
    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_30 .. :t_50} :L62
    .catchall {:t_30 .. :t_50} :L71
    .catchall {:t_62 .. :t_71} :L71
.end method

.method private final c(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 67
    new-instance v0, Ljava/io/File;
    invoke-virtual {v9}, Lcom/slipstream/carpool/CarpoolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "roster.json"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v7, v0
    .line 68
    const/high16 v1, 0x10000000
    invoke-static {v7, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v8, v0
    .line 69
    const-string v0, "Carpool"
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "roster for "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 70
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v8, v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->file$default(Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;ILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final d(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 74
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v0
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 75
    const-string v1, "driver"
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 76
    const-string v1, "trip"
    const-string v3, "trip"
    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 77
    const-string v1, "seats"
    const-string v3, "seats"
    const/4 v4, 0x3
    invoke-virtual {v11, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 78
    nop
    .line 74
    .line 74
    move-object v5, v6
    .line 79
    invoke-direct {v9}, Lcom/slipstream/carpool/CarpoolProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "rides"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    move-wide v6, v0
    .line 80
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "ride_id"
    invoke-virtual {v1, v2, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final e(Lcom/clawseed/cetp/sdk/CetpProviderRequest;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 84
    invoke-virtual {v10}, Lcom/slipstream/carpool/CarpoolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v6, v0
    .line 85
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, La/f;->a(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L35
    .line 86
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "only the driver app may cancel"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L35
    .line 88
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L69
    .line 89
    sget-object v0, La/d;->a:La/d;
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, La/d;->b(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L73
    :L69
    const/4 v0, 0x1
    goto :L74
    :L73
    const/4 v0, 0x0
    :L74
    .line 88
    move v7, v0
    .line 90
    if-nez v7, :L120
    .line 91
    const-class v1, Lcom/slipstream/ui/CancelRideActivity;
    const/16 v2, 0x1f
    invoke-static/range {v12 .. v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v3
    invoke-static {v6, v1, v2, v3}, La/e;->a(Landroid/content/Context;Ljava/lang/Class;ILjava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 92
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v2, La/d;->a:La/d;
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v3
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, La/d;->a(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v8, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L120
    .line 94
    invoke-direct {v10}, Lcom/slipstream/carpool/CarpoolProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "rides"
    const-string v2, "_id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v9, v3
    const/4 v4, 0x0
    invoke-static/range {v12 .. v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v9, v4
    invoke-virtual {v0, v1, v2, v9}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v8, v0
    .line 95
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "cancelled"
    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final f(Lcom/slipstream/carpool/CarpoolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 25
    new-instance v0, La/b;
    invoke-virtual {v2}, Lcom/slipstream/carpool/CarpoolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, La/b;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/b;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

