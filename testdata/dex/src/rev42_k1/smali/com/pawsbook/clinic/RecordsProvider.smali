.class public final Lcom/pawsbook/clinic/RecordsProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "RecordsProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRecordsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RecordsProvider.kt\ncom/pawsbook/clinic/RecordsProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,107:1\n1#2:108\n*E\n"
.end annotation

.field public static final Companion:Lcom/pawsbook/clinic/RecordsProvider$Companion;
.field private final db$delegate:Lkotlin/Lazy;
.field private final providerTools:Ljava/util/List;
.field private static final TAG:Ljava/lang/String; = "RecordsProvider"

.method public constructor <init>()V
    .registers 11
    .line 22
    invoke-direct {v10}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 23
    new-instance v8, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v8, v10}, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/pawsbook/clinic/RecordsProvider;)V
    move-object v0, v8
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v10, Lcom/pawsbook/clinic/RecordsProvider;->db$delegate:Lkotlin/Lazy;
    .line 25
    .line 26
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v9, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "find_shots"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    const/4 v1, 0x1
    .line 27
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "share_record"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 26
    const/4 v1, 0x2
    .line 28
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "transfer_record"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 26
    .line 25
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v10, Lcom/pawsbook/clinic/RecordsProvider;->providerTools:Ljava/util/List;
    .line 22
    return-void
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 23
    iget-object v0, v3, Lcom/pawsbook/clinic/RecordsProvider;->db$delegate:Lkotlin/Lazy;
    move-object v2, v0
    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 23
    const-string v1, "getValue(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/pawsbook/clinic/RecordsProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 31
    sget-object v0, Lcom/pawsbook/clinic/RecordJournal;->INSTANCE:Lcom/pawsbook/clinic/RecordJournal;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6
    const-string v1, "request"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-virtual {v4}, Lcom/pawsbook/clinic/RecordsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "grants"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    move-result-object v0
    if-nez v0, :L34
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v0
    :L34
    .line 34
    move-object v3, v0
    .line 35
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v1
    check-cast v1, Ljava/util/Collection;
    invoke-interface {v3, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    if-eqz v0, :L60
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :L66
    :L60
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    :L66
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    const-string v1, "request"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v3, v0
    .line 40
    move-object v4, v8
    :t_20
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v4, Lcom/pawsbook/clinic/RecordsProvider;
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 41
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_45
    goto :L145
    :L80
    const-string v1, "share_record"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L125
    goto :L145
    :L93
    const-string v1, "transfer_record"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L135
    goto :L145
    :L106
    const-string v1, "find_shots"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L145
    .line 42
    invoke-direct {v5, v3}, Lcom/pawsbook/clinic/RecordsProvider;->findShots(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L155
    :L125
    .line 43
    invoke-direct {v5, v9, v3}, Lcom/pawsbook/clinic/RecordsProvider;->shareRecord(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L155
    :L135
    .line 44
    invoke-direct {v5, v9, v3}, Lcom/pawsbook/clinic/RecordsProvider;->transferRecord(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L155
    :L145
    .line 45
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L155
    .line 46
    nop
    .line 40
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_161
    goto :L180
    :L164
    move-exception v0
    move-object v6, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :L180
    move-object v4, v5
    .line 47
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L196
    move-object v0, v4
    goto :L225
    :L196
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    .line 48
    const-string v0, "RecordsProvider"
    const-string v1, "records tool failed"
    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 49
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "records are unavailable"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L225
    .line 47
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 40
    return-object v0
    .catch Ljava/lang/Throwable; {:t_20 .. :t_161} :L164
    :sw_45
    .sparse-switch
        -0x126faf4f -> :L80
        0x1aa6eeb3 -> :L106
        0x5d260325 -> :L93
    .end sparse-switch
.end method

.method private final findShots(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 54
    new-instance v2, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v5}, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda1;-><init>(Lorg/json/JSONObject;)V
    move-object v0, v2
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 55
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 56
    new-instance v2, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v4}, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda2;-><init>(Lcom/pawsbook/clinic/RecordsProvider;)V
    move-object v1, v2
    new-instance v2, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v1}, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda3;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 57
    sget-object v1, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda4;
    new-instance v2, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda5;
    invoke-direct {v2, v1}, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda5;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 58
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    move-object v3, v0
    .line 57
    const-string v1, "blockingGet(...)"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v3, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 58
    return-object v3
.end method

.method private final shareRecord(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 61
    const-string v1, "calling_package"
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 62
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    move-object v9, v8
    const/4 v0, 0x0
    move v10, v0
    .line 63
    const-string v1, "pet_id"
    const-string v3, "pet_id"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    const-string v1, "clinic"
    const-string v3, "clinic"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    const-string v1, "owner_app"
    invoke-virtual {v9, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    nop
    .line 62
    .line 62
    move-object v7, v8
    .line 67
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {v11}, Lcom/pawsbook/clinic/RecordsProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "shares"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"share_id\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final transferRecord(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 71
    const-string v1, "calling_package"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 72
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast v4, Ljava/lang/CharSequence;
    invoke-interface {v4}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L28
    const/4 v0, 0x1
    goto :L29
    :L28
    const/4 v0, 0x0
    :L29
    .line 72
    if-eqz v0, :L56
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L56
    .line 73
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller mismatch"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L56
    .line 75
    const-string v1, "clinic"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 76
    const-string v1, "pet_id"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 77
    new-instance v3, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;
    invoke-direct {v3, v7, v5, v8, v6}, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda6;-><init>(Lcom/pawsbook/clinic/RecordsProvider;Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    .line 80
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    .line 81
    sget-object v1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v2, "{\"moved\":true}"
    invoke-virtual {v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Completable;->toSingleDefault(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 82
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    const-string v2, "blockingGet(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 77
    return-object v0
.end method

.method public static final db_delegate$lambda$0(Lcom/pawsbook/clinic/RecordsProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 23
    invoke-virtual {v4}, Lcom/pawsbook/clinic/RecordsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "records.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final findShots$lambda$0(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    .line 54
    const-string v1, "species"
    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/pawsbook/clinic/RecordsProviderKt;->shotsQuery(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final findShots$lambda$1(Lcom/pawsbook/clinic/RecordsProvider;Ljava/lang/String;)Ljava/lang/Integer;
    .registers 8
    .line 56
    invoke-direct {v6}, Lcom/pawsbook/clinic/RecordsProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v7, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v2, v0
    const/4 v0, 0x0
    move-object v3, v0
    :t_15
    nop
    check-cast v2, Landroid/database/Cursor;
    move-object v4, v2
    .line 108
    const/4 v0, 0x0
    move v5, v0
    .line 56
    invoke-interface {v4}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    .line 56
    move-object v4, v0
    :t_37
    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v4
    goto :L65
    :t_47
    :L47
    move-exception v0
    move-object v5, v0
    move-object v3, v5
    throw v5
    :t_55
    :L55
    move-exception v0
    move-object v5, v0
    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v5
    :L65
    .line 56
    return-object v0
    .catch Ljava/lang/Throwable; {:t_15 .. :t_37} :L47
    .catchall {:t_15 .. :t_37} :L55
    .catchall {:t_47 .. :t_55} :L55
.end method

.method public static final findShots$lambda$2(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Ljava/lang/Integer;
    .registers 3
    .line 56
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    return-object v0
.end method

.method public static final findShots$lambda$3(Ljava/lang/Integer;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    .line 57
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"shots\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final findShots$lambda$4(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 3
    .line 57
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public static final transferRecord$lambda$0(Lcom/pawsbook/clinic/RecordsProvider;Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)V
    .registers 10
    .line 78
    invoke-direct {v6}, Lcom/pawsbook/clinic/RecordsProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "UPDATE pets SET clinic = ?, moved_by = ? WHERE id = ?"
    const/4 v2, 0x3
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    aput-object v7, v5, v3
    const/4 v3, 0x1
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    const/4 v3, 0x2
    aput-object v9, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 79
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/pawsbook/clinic/RecordsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/pawsbook/clinic/RecordsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pawsbook/clinic/RecordsProvider;->Companion:Lcom/pawsbook/clinic/RecordsProvider$Companion;
    return-void
.end method

