.class public final Lcom/brewday/GaugeProvider;
.super Landroid/content/ContentProvider;
.source "GaugeProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nGaugeProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 GaugeProvider.kt\ncom/brewday/GaugeProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,111:1\n15309#2,2:112\n*S KotlinDebug\n*F\n+ 1 GaugeProvider.kt\ncom/brewday/GaugeProvider\n*L\n28#1:112,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/brewday/GaugeProvider$Companion;
.field private final meter:Lcom/brewday/Hydrometer;
.field private final owners:Ljava/util/concurrent/ConcurrentHashMap;
.field public static final TAG:Ljava/lang/String; = "BrewGauge"
.field private static final TRUSTED:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"read_gravity\",\"gauge_status\",\"claim_gauge\",\"tare_gauge\",\"recalibrate\"]"

.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v0, Lcom/brewday/SimHydrometer;
    invoke-direct {v0}, Lcom/brewday/SimHydrometer;-><init>()V
    check-cast v0, Lcom/brewday/Hydrometer;
    iput-object v0, v1, Lcom/brewday/GaugeProvider;->meter:Lcom/brewday/Hydrometer;
    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/brewday/GaugeProvider;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    .line 18
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "method"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 26
    invoke-virtual {v15}, Lcom/brewday/GaugeProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v6, v0
    .line 27
    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    move-object v7, v0
    .line 28
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 112
    const/4 v0, 0x0
    move v10, v0
    array-length v0, v8
    move v11, v0
    :L64
    if-ge v10, v11, :L108
    aget-object v0, v8, v10
    move-object v12, v0
    move-object v13, v12
    const/4 v0, 0x0
    move v14, v0
    .line 28
    sget-object v0, Lcom/brewday/GaugeProvider;->TRUSTED:Ljava/util/Set;
    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 112
    if-eqz v0, :L102
    const/4 v0, 0x1
    goto :L109
    :L102
    add-int/lit8 v10, v10, 0x1
    goto :L64
    :L108
    .line 113
    const/4 v0, 0x0
    :L109
    .line 28
    if-nez v0, :L120
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a BrewDay app"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L120
    .line 29
    move-object/from16 v0, v18
    if-nez v18, :L133
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L133
    move-object v8, v0
    .line 30
    const-string v1, "negotiate"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L161
    sget-object v0, Lcom/brewday/Sessions;->INSTANCE:Lcom/brewday/Sessions;
    invoke-virtual {v0, v5}, Lcom/brewday/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L161
    .line 31
    sget-object v0, Lcom/brewday/Sessions;->INSTANCE:Lcom/brewday/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/brewday/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L187
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L187
    .line 32
    const-string v1, "list_tools"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    const-string v0, "[\"read_gravity\",\"gauge_status\",\"claim_gauge\",\"tare_gauge\",\"recalibrate\"]"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L202
    .line 33
    const-string v1, "execute_tool"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L219
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L219
    .line 34
    invoke-static {v8}, Lcom/brewday/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L394
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_236
    goto :L394
    :L288
    const-string v1, "claim_gauge"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L367
    goto :L394
    :L301
    const-string v1, "recalibrate"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L383
    goto :L394
    :L314
    const-string v1, "gauge_status"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L360
    goto :L394
    :L327
    const-string v1, "read_gravity"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L353
    goto :L394
    :L340
    const-string v1, "tare_gauge"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L374
    goto :L394
    :L353
    .line 35
    invoke-direct {v15}, Lcom/brewday/GaugeProvider;->readGravity()Landroid/os/Bundle;
    move-result-object v0
    goto :L401
    :L360
    .line 36
    invoke-direct {v15}, Lcom/brewday/GaugeProvider;->gaugeStatus()Landroid/os/Bundle;
    move-result-object v0
    goto :L401
    :L367
    .line 37
    invoke-direct {v15}, Lcom/brewday/GaugeProvider;->claimGauge()Landroid/os/Bundle;
    move-result-object v0
    goto :L401
    :L374
    .line 38
    invoke-direct {v15, v5}, Lcom/brewday/GaugeProvider;->tareGauge(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L401
    :L383
    .line 39
    invoke-direct {v15, v6, v5}, Lcom/brewday/GaugeProvider;->recalibrate(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L401
    :L394
    .line 40
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L401
    .line 34
    return-object v0
    :sw_236
    .sparse-switch
        -0x654cc0ca -> :L288
        -0x57b99ea6 -> :L340
        0x384f21f8 -> :L314
        0x432d7ca5 -> :L327
        0x6b824df4 -> :L301
    .end sparse-switch
.end method

.method private final readGravity()Landroid/os/Bundle;
    .registers 10
    :t_0
    .line 44
    nop
    .line 45
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/GaugeProvider$readGravity$sg$1;
    const/4 v4, 0x0
    invoke-direct {v1, v9, v4}, Lcom/brewday/GaugeProvider$readGravity$sg$1;-><init>(Lcom/brewday/GaugeProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 46
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"gravity\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_33
    goto :L52
    :L36
    .line 47
    move-exception v0
    move-object v8, v0
    .line 48
    const-string v0, "UNAVAILABLE"
    invoke-virtual {v8}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "hydrometer failed: "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L52
    .line 49
    return-object v7
    .catch Ljava/io/IOException; {:t_0 .. :t_33} :L36
.end method

.method private final gaugeStatus()Landroid/os/Bundle;
    .registers 10
    :t_0
    .line 51
    nop
    .line 52
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/GaugeProvider$gaugeStatus$sg$1;
    const/4 v4, 0x0
    invoke-direct {v1, v9, v4}, Lcom/brewday/GaugeProvider$gaugeStatus$sg$1;-><init>(Lcom/brewday/GaugeProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 53
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"online\":true,\"gravity\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_33
    goto :L57
    :L36
    .line 54
    move-exception v0
    move-object v8, v0
    .line 55
    const-string v0, "BrewGauge"
    const-string v1, "gauge offline"
    check-cast v8, Ljava/lang/Throwable;
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 56
    const-string v0, "UNAVAILABLE"
    const-string v1, "hydrometer offline"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L57
    .line 57
    return-object v7
    .catch Ljava/io/IOException; {:t_0 .. :t_33} :L36
.end method

.method private final claimGauge()Landroid/os/Bundle;
    .registers 9
    .line 60
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v5, v0
    :t_4
    .line 61
    nop
    .line 62
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/GaugeProvider$claimGauge$serial$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v4}, Lcom/brewday/GaugeProvider$claimGauge$serial$1;-><init>(Lcom/brewday/GaugeProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 63
    iget-object v0, v8, Lcom/brewday/GaugeProvider;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v7, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_47
    .line 65
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 66
    goto :L61
    :L54
    .line 65
    move-exception v0
    move-object v7, v0
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v7
    :L61
    .line 67
    const-string v0, "{\"claimed\":true}"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_47} :L54
.end method

.method private final tareGauge(I)Landroid/os/Bundle;
    .registers 10
    .line 71
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v5, v0
    :t_4
    .line 72
    nop
    .line 73
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/GaugeProvider$tareGauge$serial$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v4}, Lcom/brewday/GaugeProvider$tareGauge$serial$1;-><init>(Lcom/brewday/GaugeProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 74
    iget-object v0, v8, Lcom/brewday/GaugeProvider;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v7, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_47
    .line 76
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 77
    goto :L63
    :L54
    .line 76
    move-exception v0
    move-object v7, v0
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v7
    :L63
    .line 78
    const-string v0, "{\"tared\":true}"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_47} :L54
.end method

.method private final recalibrate(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 82
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/brewday/CalibrateActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 83
    const/16 v1, 0x16
    const/high16 v3, 0x8000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 84
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/brewday/ResumeBook;->INSTANCE:Lcom/brewday/ResumeBook;
    sget-object v2, Lcom/brewday/Tokens;->INSTANCE:Lcom/brewday/Tokens;
    invoke-virtual {v2}, Lcom/brewday/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/brewday/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/brewday/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getMeter$p(Lcom/brewday/GaugeProvider;)Lcom/brewday/Hydrometer;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/brewday/GaugeProvider;->meter:Lcom/brewday/Hydrometer;
    return-object v0
.end method

.method public static final synthetic access$getTRUSTED$cp()Ljava/util/Set;
    .registers 1
    .line 18
    sget-object v0, Lcom/brewday/GaugeProvider;->TRUSTED:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/brewday/GaugeProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/brewday/GaugeProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brewday/GaugeProvider;->Companion:Lcom/brewday/GaugeProvider$Companion;
    .line 95
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.brewday"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.brewday.companion"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/brewday/GaugeProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method

