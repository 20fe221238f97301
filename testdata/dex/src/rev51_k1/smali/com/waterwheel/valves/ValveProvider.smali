.class public final Lcom/waterwheel/valves/ValveProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ValveProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nValveProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ValveProvider.kt\ncom/waterwheel/valves/ValveProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,128:1\n1#2:129\n*E\n"
.end annotation

.field public static final Companion:Lcom/waterwheel/valves/ValveProvider$Companion;
.field private final db$delegate:Lkotlin/Lazy;
.field private final random:Ljava/security/SecureRandom;
.field private final providerTools:Ljava/util/List;
.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.field public static final TAG:Ljava/lang/String; = "WaterWheel"
.field public static final TOOL_LOG:Ljava/lang/String; = "valve_log"
.field public static final TOOL_OPEN:Ljava/lang/String; = "open_valve"
.field public static final KEEPER_SIG:Ljava/lang/String; = "308201e53082014ea00302010202044f6c1b2e300d06092a864886f70d01010505003037"

.method public constructor <init>()V
    .registers 13
    .line 25
    invoke-direct/range {v12 .. v12}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 26
    new-instance v10, Lcom/waterwheel/valves/ValveProvider$$ExternalSyntheticLambda0;
    move-object v1, v10
    move-object v2, v12
    invoke-direct/range {v1 .. v2}, Lcom/waterwheel/valves/ValveProvider$$ExternalSyntheticLambda0;-><init>(Lcom/waterwheel/valves/ValveProvider;)V
    move-object v0, v10
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v12, Lcom/waterwheel/valves/ValveProvider;->db$delegate:Lkotlin/Lazy;
    .line 27
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, v12, Lcom/waterwheel/valves/ValveProvider;->random:Ljava/security/SecureRandom;
    .line 31
    .line 32
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v11, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "valve_log"
    const-string v4, "Valve history"
    const-string v5, "valves.read"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    const/4 v1, 0x1
    .line 33
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "open_valve"
    const-string v4, "Open a plot\'s valve"
    const-string v5, "valves.write"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 32
    .line 31
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v12, Lcom/waterwheel/valves/ValveProvider;->providerTools:Ljava/util/List;
    .line 36
    sget-object v0, Lcom/waterwheel/valves/ValveOnce;->INSTANCE:Lcom/waterwheel/valves/ValveOnce;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, v12, Lcom/waterwheel/valves/ValveProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .line 25
    return-void
.end method

.method private final getDb()Lcom/waterwheel/data/GardenDb;
    .registers 3
    .line 26
    iget-object v0, v2, Lcom/waterwheel/valves/ValveProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/waterwheel/data/GardenDb;
    .line 26
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 29
    const/4 v0, 0x1
    return v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 31
    iget-object v0, v1, Lcom/waterwheel/valves/ValveProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 36
    iget-object v0, v1, Lcom/waterwheel/valves/ValveProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 5
    const-string v1, "request"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    .line 39
    const-string v1, "valve_log"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L29
    const-string v1, "history"
    invoke-direct {v3, v1}, Lcom/waterwheel/valves/ValveProvider;->letIn(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    goto :L53
    :L29
    .line 40
    const-string v1, "open_valve"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L47
    const-string v1, "valve"
    invoke-direct {v3, v1}, Lcom/waterwheel/valves/ValveProvider;->letIn(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    goto :L53
    :L47
    .line 41
    const-string v1, "other"
    invoke-direct {v3, v1}, Lcom/waterwheel/valves/ValveProvider;->letIn(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    :L53
    .line 42
    return-object v0
.end method

.method private final letIn(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6
    .line 45
    const-string v0, "WaterWheel"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "authorize "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 46
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    const-string v1, "request"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 50
    const-string v1, "valve_log"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L28
    invoke-direct {v4, v5}, Lcom/waterwheel/valves/ValveProvider;->valveLog(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L55
    :L28
    .line 51
    const-string v1, "open_valve"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L45
    invoke-direct {v4, v5}, Lcom/waterwheel/valves/ValveProvider;->openValve(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L55
    :L45
    .line 52
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L55
    .line 53
    return-object v0
.end method

.method private final valveLog(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 55
    move-object v5, v8
    :t_2
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v5, Lcom/waterwheel/valves/ValveProvider;
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 56
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "since"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-direct {v6, v1, v2}, Lcom/waterwheel/valves/ValveProvider;->pipeLog(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    .line 55
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :t_32
    goto :L50
    :L35
    move-exception v0
    move-object v7, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :L50
    move-object v5, v6
    .line 57
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L65
    move-object v0, v5
    goto :L87
    :L65
    move-object v6, v0
    .line 129
    const/4 v0, 0x0
    move v7, v0
    .line 57
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {v6}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "valve log failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L87
    .line 57
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 57
    return-object v0
    .catch Ljava/lang/Throwable; {:t_2 .. :t_32} :L35
.end method

.method private final pipeLog(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 17
    .line 60
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v10, v0
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v0, v10, v1
    .line 60
    move-object v11, v0
    const/4 v1, 0x1
    aget-object v0, v10, v1
    .line 60
    move-object v12, v0
    .line 61
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "since="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-object v0, v8
    move-wide v1, v15
    invoke-virtual/range {v0 .. v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v9, "\n"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v13, v0
    .line 62
    const/4 v0, 0x0
    const/4 v1, 0x0
    const/4 v2, 0x0
    const-string v3, "valve-log"
    const/4 v4, 0x0
    new-instance v8, Lcom/waterwheel/valves/ValveProvider$$ExternalSyntheticLambda1;
    invoke-direct {v8, v11, v13}, Lcom/waterwheel/valves/ValveProvider$$ExternalSyntheticLambda1;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    move-object v5, v8
    const/16 v6, 0x17
    const/4 v7, 0x0
    invoke-static/range {v0 .. v7}, Lkotlin/concurrent/ThreadsKt;->thread$default(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Thread;
    move-result-object v0
    .line 65
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v12, v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->file$default(Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;ILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final openValve(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 69
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "plot"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 70
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "minutes"
    const/16 v2, 0xa
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    move v4, v0
    .line 71
    invoke-virtual {v8}, Lcom/waterwheel/valves/ValveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L54
    const-string v0, "Required value was null."
    move-object v7, v0
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v7}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :L54
    .line 71
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    move-object v5, v0
    .line 72
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v9, v5}, Lcom/waterwheel/valves/ValveProviderKt;->isKeeperApp(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Landroid/content/pm/PackageManager;)Z
    move-result v0
    if-nez v0, :L86
    .line 73
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "only the keeper app may open valves"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L86
    .line 75
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 76
    if-nez v6, :L107
    .line 77
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v8, v3}, Lcom/waterwheel/valves/ValveProvider;->askKeeper(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L107
    .line 79
    sget-object v0, Lcom/waterwheel/valves/ValveTokens;->INSTANCE:Lcom/waterwheel/valves/ValveTokens;
    invoke-virtual {v0}, Lcom/waterwheel/valves/ValveTokens;->getPending()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L139
    .line 80
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "unknown resume token"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L139
    .line 79
    move-object v7, v0
    .line 81
    invoke-static {v7, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L163
    .line 82
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "resume token is for another plot"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L163
    .line 84
    invoke-direct {v8, v3, v4}, Lcom/waterwheel/valves/ValveProvider;->runValve(Ljava/lang/String;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final askKeeper(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 13
    .line 88
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v8, v0
    move-object v9, v8
    .line 129
    const/4 v0, 0x0
    move v10, v0
    .line 88
    iget-object v0, v11, Lcom/waterwheel/valves/ValveProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 88
    .line 88
    const/4 v1, 0x2
    invoke-static {v8, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 89
    sget-object v0, Lcom/waterwheel/valves/ValveTokens;->INSTANCE:Lcom/waterwheel/valves/ValveTokens;
    invoke-virtual {v0}, Lcom/waterwheel/valves/ValveTokens;->getPending()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, v7, v12}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 90
    sget-object v0, Lcom/waterwheel/ui/Resolutions;->INSTANCE:Lcom/waterwheel/ui/Resolutions;
    invoke-virtual {v11}, Lcom/waterwheel/valves/ValveProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    if-nez v1, :L73
    const-string v1, "Required value was null."
    move-object v10, v1
    new-instance v1, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
    :L73
    .line 90
    const-class v2, Lcom/waterwheel/ui/ValveConfirmActivity;
    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I
    move-result v3
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/waterwheel/ui/Resolutions;->confirm$default(Lcom/waterwheel/ui/Resolutions;Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 91
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v8, v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final runValve(Ljava/lang/String;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    .line 95
    invoke-direct {v6}, Lcom/waterwheel/valves/ValveProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "UPDATE valves SET open = 1, minutes = "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, " WHERE plot = \'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 96
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "plot"
    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "minutes"
    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final db_delegate$lambda$0(Lcom/waterwheel/valves/ValveProvider;)Lcom/waterwheel/data/GardenDb;
    .registers 6
    .line 26
    new-instance v0, Lcom/waterwheel/data/GardenDb;
    invoke-virtual {v5}, Lcom/waterwheel/valves/ValveProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L29
    const-string v2, "Required value was null."
    move-object v4, v2
    new-instance v2, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v2
    :L29
    .line 26
    invoke-direct {v1, v2}, Lcom/waterwheel/data/GardenDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final pipeLog$lambda$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lkotlin/Unit;
    .registers 10
    .line 63
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, v8}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_14
    nop
    check-cast v4, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    move-object v6, v4
    .line 129
    const/4 v0, 0x0
    move v7, v0
    .line 63
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    invoke-virtual {v6, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 63
    move-object v6, v0
    :t_50
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L76
    :t_58
    :L58
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_66
    :L66
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L76
    .line 64
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    .catch Ljava/lang/Throwable; {:t_14 .. :t_50} :L58
    .catchall {:t_14 .. :t_50} :L66
    .catchall {:t_58 .. :t_66} :L66
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/waterwheel/valves/ValveProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/waterwheel/valves/ValveProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/waterwheel/valves/ValveProvider;->Companion:Lcom/waterwheel/valves/ValveProvider$Companion;
    return-void
.end method

