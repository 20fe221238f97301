.class public final Lcom/harborpass/fuel/FuelDockProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "FuelDockProvider.kt"

.field private static final Companion:Lcom/harborpass/fuel/FuelDockProvider$Companion;
.field private final provider:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
.field private final providerTools:Ljava/util/List;
.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.field public static final TAG:Ljava/lang/String; = "FuelDock"
.field private static final BOAT_APPS:Ljava/util/Set;

.method public constructor <init>()V
    .registers 15
    .line 31
    invoke-direct/range {v14 .. v14}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 32
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .line 33
    const-string v2, "com.harborpass.fuel"
    .line 34
    const-string v3, "HarborPass Fuel Dock"
    .line 35
    const-string v4, "Fuel orders and pump-out at the fuel dock"
    .line 37
    const/4 v5, 0x2
    new-array v5, v5, [Lcom/clawseed/cetp/sdk/ProviderScope;
    move-object v13, v5
    const/4 v6, 0x0
    new-instance v7, Lcom/clawseed/cetp/sdk/ProviderScope;
    const-string v8, "fuel.read"
    const-string v9, "See fuel orders"
    sget-object v10, Lcom/clawseed/cetp/sdk/ScopeAccess;->READ:Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v11, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->LOW:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    aput-object v7, v13, v6
    const/4 v6, 0x1
    .line 38
    new-instance v7, Lcom/clawseed/cetp/sdk/ProviderScope;
    const-string v8, "fuel.order"
    const-string v9, "Order and cancel fuel"
    sget-object v10, Lcom/clawseed/cetp/sdk/ScopeAccess;->WRITE:Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v11, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->FINANCIAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    aput-object v7, v13, v6
    .line 37
    .line 36
    invoke-static/range {v13 .. v13}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    .line 32
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    iput-object v0, v14, Lcom/harborpass/fuel/FuelDockProvider;->provider:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .line 42
    .line 43
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v13, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "order_fuel"
    const-string v5, "Order fuel to a berth"
    const-string v6, "fuel.order"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 44
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x0
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 43
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v13, v1
    const/4 v1, 0x1
    .line 45
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "cancel_order"
    const-string v5, "Cancel a fuel order"
    const-string v6, "fuel.order"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 46
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x1
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 45
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v13, v1
    .line 43
    const/4 v1, 0x2
    .line 47
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "pump_out"
    const-string v5, "Book a pump-out slot"
    const-string v6, "fuel.order"
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 48
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v10, 0x1
    sget-object v11, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v7, v8, v9, v10, v11}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 47
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v13, v1
    .line 43
    .line 42
    invoke-static/range {v13 .. v13}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v14, Lcom/harborpass/fuel/FuelDockProvider;->providerTools:Ljava/util/List;
    .line 51
    new-instance v0, Lcom/harborpass/ops/LedgerOnce;
    new-instance v12, Lcom/harborpass/fuel/FuelDockProvider$$ExternalSyntheticLambda0;
    move-object v3, v12
    move-object v4, v14
    invoke-direct/range {v3 .. v4}, Lcom/harborpass/fuel/FuelDockProvider$$ExternalSyntheticLambda0;-><init>(Lcom/harborpass/fuel/FuelDockProvider;)V
    move-object v2, v12
    invoke-direct {v0, v2}, Lcom/harborpass/ops/LedgerOnce;-><init>(Lkotlin/jvm/functions/Function0;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, v14, Lcom/harborpass/fuel/FuelDockProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .line 31
    return-void
.end method

.method public getProvider()Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .registers 2
    .line 32
    iget-object v0, v1, Lcom/harborpass/fuel/FuelDockProvider;->provider:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 42
    iget-object v0, v1, Lcom/harborpass/fuel/FuelDockProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 51
    iget-object v0, v1, Lcom/harborpass/fuel/FuelDockProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 53
    const/4 v0, 0x1
    return v0
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 55
    new-instance v0, Lcom/harborpass/data/HarborDb;
    invoke-virtual {v2}, Lcom/harborpass/fuel/FuelDockProvider;->getContext()Landroid/content/Context;
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
    .line 58
    sget-object v0, Lcom/harborpass/auth/MemberPolicy;->INSTANCE:Lcom/harborpass/auth/MemberPolicy;
    invoke-virtual {v0, v3}, Lcom/harborpass/auth/MemberPolicy;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    const-string v1, "request"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_15
    goto :L108
    :L48
    const-string v1, "pump_out"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L100
    goto :L108
    :L60
    const-string v1, "order_fuel"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L84
    goto :L108
    :L72
    const-string v1, "cancel_order"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L92
    goto :L108
    :L84
    .line 62
    invoke-direct {v4, v5}, Lcom/harborpass/fuel/FuelDockProvider;->orderFuel(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L118
    :L92
    .line 63
    invoke-direct {v4, v5}, Lcom/harborpass/fuel/FuelDockProvider;->cancelOrder(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L118
    :L100
    .line 64
    invoke-direct {v4, v5}, Lcom/harborpass/fuel/FuelDockProvider;->pumpOut(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L118
    :L108
    .line 65
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "unknown tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L118
    .line 66
    return-object v0
    :sw_15
    .sparse-switch
        -0x583a2ab7 -> :L72
        0x2d0fb407 -> :L60
        0x601418f7 -> :L48
    .end sparse-switch
.end method

.method private final orderFuel(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 69
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "caller_package"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 70
    sget-object v0, Lcom/harborpass/fuel/FuelDockProvider;->BOAT_APPS:Ljava/util/Set;
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L36
    .line 71
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "not a registered boat app"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L36
    .line 73
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 74
    const-string v1, "id"
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    const-string v1, "berth"
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "berth"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 76
    const-string v1, "litres"
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "litres"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 77
    const-string v1, "owner"
    invoke-virtual {v5, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    :t_100
    .line 78
    nop
    .line 79
    invoke-direct {v8}, Lcom/harborpass/fuel/FuelDockProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "fuel_orders"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 80
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "ordered"
    const/4 v3, 0x1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object v6, v0
    :t_143
    goto :L177
    :L146
    .line 81
    move-exception v0
    move-object v7, v0
    .line 82
    const-string v0, "FuelDock"
    const-string v1, "order_fuel failed"
    check-cast v7, Ljava/lang/Throwable;
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 83
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the order could not be saved"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object v6, v0
    :L177
    .line 78
    return-object v6
    .catch Landroid/database/sqlite/SQLiteException; {:t_100 .. :t_143} :L146
.end method

.method private final cancelOrder(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 88
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "order"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 89
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L104
    .line 90
    invoke-direct {v10}, Lcom/harborpass/fuel/FuelDockProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "fuel_orders"
    const-string v2, "id = ? AND owner = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    aput-object v6, v8, v4
    const/4 v4, 0x1
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v5
    move-object v3, v8
    if-nez v5, :L60
    const-string v5, ""
    :L60
    aput-object v5, v3, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v7, v0
    .line 91
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "cancelled"
    const/4 v4, 0x1
    if-ne v7, v4, :L89
    const/4 v3, 0x1
    goto :L90
    :L89
    const/4 v3, 0x0
    :L90
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L104
    .line 93
    invoke-virtual {v10}, Lcom/harborpass/fuel/FuelDockProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v7, v0
    .line 94
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/harborpass/ui/FuelOrderActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "order"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v8, v0
    .line 95
    const/16 v1, 0x1f
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 96
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v2, Lcom/harborpass/ops/Holds;->INSTANCE:Lcom/harborpass/ops/Holds;
    sget-object v3, Lcom/harborpass/ops/Holds;->INSTANCE:Lcom/harborpass/ops/Holds;
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3, v6}, Lcom/harborpass/ops/Holds;->quick(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v4
    invoke-virtual {v2, v3, v4}, Lcom/harborpass/ops/Holds;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v9, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final pumpOut(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    .line 100
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v0
    .line 101
    const-string v1, "pumpout_slot"
    invoke-virtual {v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "slot"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    :t_25
    .line 102
    nop
    .line 103
    invoke-direct {v13}, Lcom/harborpass/fuel/FuelDockProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "berths"
    const-string v3, "id = ? AND holder = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v11, v4
    const/4 v5, 0x0
    invoke-virtual {v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v6
    const-string v7, "berth"
    invoke-virtual {v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v11, v5
    const/4 v5, 0x1
    invoke-virtual {v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v6
    move-object v2, v10
    move-object v4, v11
    if-nez v6, :L69
    const-string v6, ""
    :L69
    aput-object v6, v4, v5
    invoke-virtual {v0, v1, v2, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 104
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "booked"
    const/4 v3, 0x1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object v11, v0
    :t_103
    goto :L128
    :L106
    .line 105
    move-exception v0
    move-object v12, v0
    .line 106
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {v12}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;
    move-result-object v2
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "pump-out failed: "
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object v11, v0
    :L128
    .line 102
    return-object v11
    .catch Landroid/database/sqlite/SQLiteException; {:t_25 .. :t_103} :L106
.end method

.method public static final mutationExecutor$lambda$0(Lcom/harborpass/fuel/FuelDockProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 51
    invoke-direct {v1}, Lcom/harborpass/fuel/FuelDockProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getBOAT_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 31
    sget-object v0, Lcom/harborpass/fuel/FuelDockProvider;->BOAT_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/harborpass/fuel/FuelDockProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/harborpass/fuel/FuelDockProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborpass/fuel/FuelDockProvider;->Companion:Lcom/harborpass/fuel/FuelDockProvider$Companion;
    .line 112
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.harborpass.crew"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.harborpass.skipper"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/harborpass/fuel/FuelDockProvider;->BOAT_APPS:Ljava/util/Set;
    return-void
.end method

