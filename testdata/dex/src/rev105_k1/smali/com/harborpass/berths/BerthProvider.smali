.class public final Lcom/harborpass/berths/BerthProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "BerthProvider.kt"

.field private final provider:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
.field private final providerTools:Ljava/util/List;
.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .registers 14
    .line 29
    invoke-direct/range {v13 .. v13}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 30
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .line 31
    const-string v2, "com.harborpass"
    .line 32
    const-string v3, "HarborPass"
    .line 33
    const-string v4, "Berth bookings at the marina"
    .line 35
    const/4 v5, 0x2
    new-array v5, v5, [Lcom/clawseed/cetp/sdk/ProviderScope;
    move-object v12, v5
    const/4 v6, 0x0
    new-instance v7, Lcom/clawseed/cetp/sdk/ProviderScope;
    const-string v8, "berths.read"
    const-string v9, "See berths and bookings"
    sget-object v10, Lcom/clawseed/cetp/sdk/ScopeAccess;->READ:Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v11, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->LOW:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    aput-object v7, v12, v6
    const/4 v6, 0x1
    .line 36
    new-instance v7, Lcom/clawseed/cetp/sdk/ProviderScope;
    const-string v8, "berths.write"
    const-string v9, "Book and release berths"
    sget-object v10, Lcom/clawseed/cetp/sdk/ScopeAccess;->WRITE:Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v11, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->PERSONAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    aput-object v7, v12, v6
    .line 35
    .line 34
    invoke-static/range {v12 .. v12}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    .line 30
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    iput-object v0, v13, Lcom/harborpass/berths/BerthProvider;->provider:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .line 40
    .line 41
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v12, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "berth_status"
    const-string v5, "Berth status"
    const-string v6, "berths.read"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 42
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x1
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 41
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v12, v1
    const/4 v1, 0x1
    .line 43
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "list_berths"
    const-string v5, "Free berths on a pier"
    const-string v6, "berths.read"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 44
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x1
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 43
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v12, v1
    .line 41
    const/4 v1, 0x2
    .line 45
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "find_booking"
    const-string v5, "Find a boat\'s booking"
    const-string v6, "berths.read"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 46
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x1
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 45
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v12, v1
    .line 41
    const/4 v1, 0x3
    .line 47
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "book_berth"
    const-string v5, "Book a berth"
    const-string v6, "berths.write"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 48
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x0
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 47
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v12, v1
    .line 41
    const/4 v1, 0x4
    .line 49
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "release_berth"
    const-string v5, "Release a berth"
    const-string v6, "berths.write"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 50
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x0
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 49
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v12, v1
    .line 41
    .line 40
    invoke-static/range {v12 .. v12}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v13, Lcom/harborpass/berths/BerthProvider;->providerTools:Ljava/util/List;
    .line 53
    new-instance v0, Lcom/harborpass/ops/MemoryOnce;
    invoke-direct {v0}, Lcom/harborpass/ops/MemoryOnce;-><init>()V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, v13, Lcom/harborpass/berths/BerthProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .line 29
    return-void
.end method

.method public getProvider()Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/harborpass/berths/BerthProvider;->provider:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 40
    iget-object v0, v1, Lcom/harborpass/berths/BerthProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 53
    iget-object v0, v1, Lcom/harborpass/berths/BerthProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 55
    const/4 v0, 0x1
    return v0
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 57
    new-instance v0, Lcom/harborpass/data/HarborDb;
    invoke-virtual {v2}, Lcom/harborpass/berths/BerthProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, Lcom/harborpass/data/HarborDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/harborpass/data/HarborDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "getWritableDatabase(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    const-string v1, "request"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    sget-object v0, Lcom/harborpass/auth/DockDeskPolicy;->INSTANCE:Lcom/harborpass/auth/DockDeskPolicy;
    invoke-virtual {v0, v3}, Lcom/harborpass/auth/DockDeskPolicy;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    const-string v1, "request"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_15
    goto :L244
    :L64
    const-string v1, "list_berths"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L132
    goto :L244
    :L76
    const-string v1, "berth_status"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L124
    goto :L244
    :L88
    const-string v1, "release_berth"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L236
    goto :L244
    :L100
    const-string v1, "find_booking"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L140
    goto :L244
    :L112
    const-string v1, "book_berth"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L228
    goto :L244
    :L124
    .line 64
    invoke-direct {v10, v11}, Lcom/harborpass/berths/BerthProvider;->berthStatus(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L256
    :L132
    .line 65
    invoke-direct {v10, v11}, Lcom/harborpass/berths/BerthProvider;->listBerths(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L256
    :L140
    .line 67
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "boat"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 68
    invoke-direct {v10}, Lcom/harborpass/berths/BerthProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "SELECT id, pier FROM berths WHERE holder = \'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v8, v0
    .line 69
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L187
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L188
    :L187
    const/4 v0, 0x0
    :L188
    move-object v9, v0
    .line 70
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 71
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "berth"
    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L256
    :L228
    .line 73
    invoke-direct {v10, v11}, Lcom/harborpass/berths/BerthProvider;->bookBerth(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L256
    :L236
    .line 74
    invoke-direct {v10, v11}, Lcom/harborpass/berths/BerthProvider;->releaseBerth(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L256
    :L244
    .line 75
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "unknown tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L256
    .line 76
    return-object v0
    :sw_15
    .sparse-switch
        -0x6ab6242d -> :L100
        -0x63a85193 -> :L112
        -0x308032f5 -> :L88
        -0x22f3baf -> :L64
        0x47aa886e -> :L76
    .end sparse-switch
.end method

.method private final berthStatus(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 79
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "berth"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 80
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    .line 81
    const-string v1, "viewed"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 82
    invoke-direct {v10}, Lcom/harborpass/berths/BerthProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "berths"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v6, v8, v5
    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 83
    invoke-direct {v10}, Lcom/harborpass/berths/BerthProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT pier, holder FROM berths WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v9, v2
    const/4 v3, 0x0
    aput-object v6, v9, v3
    invoke-virtual {v0, v1, v9}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v8, v0
    .line 84
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L106
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L107
    :L106
    const/4 v0, 0x0
    :L107
    move-object v9, v0
    .line 85
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 86
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "pier"
    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final listBerths(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    .line 90
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "pier"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 91
    invoke-direct {v7}, Lcom/harborpass/berths/BerthProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT id, length_m FROM berths WHERE pier = ? AND holder IS NULL"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 92
    const/4 v0, 0x0
    move v6, v0
    :L38
    .line 93
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L53
    .line 94
    add-int/lit8 v6, v6, 0x1
    goto :L38
    :L53
    .line 96
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 97
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "free"
    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final bookBerth(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 101
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "berth"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 102
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    .line 103
    const-string v1, "holder"
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 104
    invoke-direct {v10}, Lcom/harborpass/berths/BerthProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "berths"
    const-string v3, "id = ? AND holder IS NULL"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v9, v4
    const/4 v5, 0x0
    aput-object v6, v9, v5
    invoke-virtual {v0, v1, v7, v3, v9}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v8, v0
    .line 105
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "booked"
    const/4 v4, 0x1
    if-ne v8, v4, :L82
    const/4 v3, 0x1
    goto :L83
    :L82
    const/4 v3, 0x0
    :L83
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final releaseBerth(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 109
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "berth"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 110
    sget-object v0, Lcom/harborpass/ops/Holds;->INSTANCE:Lcom/harborpass/ops/Holds;
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lcom/harborpass/ops/Holds;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L100
    .line 111
    invoke-virtual {v10}, Lcom/harborpass/berths/BerthProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v7, v0
    .line 112
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/harborpass/ui/ReleaseBerthActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "berth"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v8, v0
    .line 113
    const/16 v1, 0x15
    const/high16 v3, 0xc000000
    invoke-static {v7, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 114
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v2, Lcom/harborpass/ops/Holds;->INSTANCE:Lcom/harborpass/ops/Holds;
    sget-object v3, Lcom/harborpass/ops/Holds;->INSTANCE:Lcom/harborpass/ops/Holds;
    invoke-virtual {v3}, Lcom/harborpass/ops/Holds;->secure()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v4
    invoke-virtual {v2, v3, v4}, Lcom/harborpass/ops/Holds;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v9, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L100
    .line 116
    invoke-direct {v10}, Lcom/harborpass/berths/BerthProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "berths"
    const-string v2, "id = ? AND holder = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    aput-object v6, v8, v4
    const/4 v4, 0x1
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v5
    move-object v3, v8
    if-nez v5, :L136
    const-string v5, ""
    :L136
    aput-object v5, v3, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v7, v0
    .line 117
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "released"
    const/4 v4, 0x1
    if-ne v7, v4, :L165
    const/4 v3, 0x1
    goto :L166
    :L165
    const/4 v3, 0x0
    :L166
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

