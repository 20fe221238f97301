.class public final Lcom/waterwheel/rota/RotaProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "RotaProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRotaProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RotaProvider.kt\ncom/waterwheel/rota/RotaProvider\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,168:1\n1945#2,3:169\n1#3:172\n*S KotlinDebug\n*F\n+ 1 RotaProvider.kt\ncom/waterwheel/rota/RotaProvider\n*L\n53#1:169,3\n*E\n"
.end annotation

.field public static final Companion:Lcom/waterwheel/rota/RotaProvider$Companion;
.field private final db$delegate:Lkotlin/Lazy;
.field private final ledger$delegate:Lkotlin/Lazy;
.field private final random:Ljava/security/SecureRandom;
.field private final providerTools:Ljava/util/List;
.field public static final TAG:Ljava/lang/String; = "WaterWheel"
.field public static final TOOL_WEEK:Ljava/lang/String; = "rota_week"
.field public static final TOOL_STATUS:Ljava/lang/String; = "plot_status"
.field public static final TOOL_TAKE:Ljava/lang/String; = "take_shift"
.field public static final TOOL_SWAP:Ljava/lang/String; = "swap_shift"
.field public static final TOOL_EXPORT:Ljava/lang/String; = "export_rota"
.field public static final SCOPE_READ:Ljava/lang/String; = "rota.read"
.field public static final SCOPE_WRITE:Ljava/lang/String; = "rota.write"
.field public static final DAY_MS:J = 0x5265c00L
.field public static final GARDEN_CERT:Ljava/lang/String; = "q1bXxL0y3M4lK9yqYgW0m2pN1f3cHc0bI8m3yCw2ZtE="

.method public constructor <init>()V
    .registers 13
    .line 29
    invoke-direct/range {v12 .. v12}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 30
    new-instance v10, Lcom/waterwheel/rota/RotaProvider$$ExternalSyntheticLambda0;
    move-object v1, v10
    move-object v2, v12
    invoke-direct/range {v1 .. v2}, Lcom/waterwheel/rota/RotaProvider$$ExternalSyntheticLambda0;-><init>(Lcom/waterwheel/rota/RotaProvider;)V
    move-object v0, v10
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v12, Lcom/waterwheel/rota/RotaProvider;->db$delegate:Lkotlin/Lazy;
    .line 31
    new-instance v10, Lcom/waterwheel/rota/RotaProvider$$ExternalSyntheticLambda1;
    move-object v1, v10
    move-object v2, v12
    invoke-direct/range {v1 .. v2}, Lcom/waterwheel/rota/RotaProvider$$ExternalSyntheticLambda1;-><init>(Lcom/waterwheel/rota/RotaProvider;)V
    move-object v0, v10
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v12, Lcom/waterwheel/rota/RotaProvider;->ledger$delegate:Lkotlin/Lazy;
    .line 32
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, v12, Lcom/waterwheel/rota/RotaProvider;->random:Ljava/security/SecureRandom;
    .line 36
    .line 37
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v11, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "rota_week"
    const-string v4, "This week\'s watering rota"
    const-string v5, "rota.read"
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
    .line 38
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "plot_status"
    const-string v4, "Is a plot overdue?"
    const-string v5, "rota.read"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 37
    const/4 v1, 0x2
    .line 39
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "take_shift"
    const-string v4, "Take a watering shift"
    const-string v5, "rota.write"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 37
    const/4 v1, 0x3
    .line 40
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "swap_shift"
    const-string v4, "Swap a watering shift"
    const-string v5, "rota.write"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 37
    const/4 v1, 0x4
    .line 41
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "export_rota"
    const-string v4, "Export the rota"
    const-string v5, "rota.read"
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v11, v1
    .line 37
    .line 36
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v12, Lcom/waterwheel/rota/RotaProvider;->providerTools:Ljava/util/List;
    .line 29
    return-void
.end method

.method private final getDb()Lcom/waterwheel/data/GardenDb;
    .registers 3
    .line 30
    iget-object v0, v2, Lcom/waterwheel/rota/RotaProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/waterwheel/data/GardenDb;
    .line 30
    return-object v0
.end method

.method private final getLedger()Lcom/waterwheel/rota/RotaLedger;
    .registers 3
    .line 31
    iget-object v0, v2, Lcom/waterwheel/rota/RotaProvider;->ledger$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/waterwheel/rota/RotaLedger;
    .line 31
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 34
    const/4 v0, 0x1
    return v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 36
    iget-object v0, v1, Lcom/waterwheel/rota/RotaProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 45
    invoke-direct {v1}, Lcom/waterwheel/rota/RotaProvider;->getLedger()Lcom/waterwheel/rota/RotaLedger;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 15
    const-string v1, "request"
    move-object v0, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L21
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    if-nez v0, :L31
    :L21
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "no context"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L31
    move-object v5, v0
    .line 49
    const-string v0, "q1bXxL0y3M4lK9yqYgW0m2pN1f3cHc0bI8m3yCw2ZtE="
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    move-object v6, v0
    .line 50
    invoke-virtual/range {v14 .. v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    const/4 v3, 0x1
    invoke-virtual {v5, v1, v6, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L61
    .line 51
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "not a co-op app"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L61
    .line 53
    invoke-virtual/range {v14 .. v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v7, v0
    const/4 v0, 0x0
    move v8, v0
    .line 169
    instance-of v0, v7, Ljava/util/Collection;
    if-eqz v0, :L98
    check-cast v7, Ljava/util/Collection;
    invoke-interface {v7}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-eqz v0, :L98
    const/4 v0, 0x1
    goto :L154
    :L98
    .line 170
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object v9, v0
    :L107
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L153
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object v10, v0
    check-cast v10, Ljava/lang/String;
    move-object v11, v10
    const/4 v0, 0x0
    move v12, v0
    .line 53
    const-string v1, "rota."
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v11, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    .line 170
    if-nez v0, :L107
    const/4 v0, 0x0
    goto :L154
    :L153
    .line 171
    const/4 v0, 0x1
    :L154
    .line 53
    if-eqz v0, :L166
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    goto :L174
    :L166
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "scope"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    :L174
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    const-string v1, "request"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    move-object v3, v7
    :t_8
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v3, Lcom/waterwheel/rota/RotaProvider;
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 57
    invoke-static {v8}, Lcom/waterwheel/rota/RotaArgsKt;->parseRota(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/waterwheel/rota/RotaArgs;
    move-result-object v0
    move-object v6, v0
    .line 58
    instance-of v0, v6, Lcom/waterwheel/rota/RotaArgs$Week;
    if-eqz v0, :L47
    check-cast v6, Lcom/waterwheel/rota/RotaArgs$Week;
    invoke-direct {v4, v6}, Lcom/waterwheel/rota/RotaProvider;->week(Lcom/waterwheel/rota/RotaArgs$Week;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L136
    :L47
    .line 59
    instance-of v0, v6, Lcom/waterwheel/rota/RotaArgs$Status;
    if-eqz v0, :L68
    check-cast v6, Lcom/waterwheel/rota/RotaArgs$Status;
    invoke-direct {v4, v6, v8}, Lcom/waterwheel/rota/RotaProvider;->status(Lcom/waterwheel/rota/RotaArgs$Status;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L136
    :L68
    .line 60
    instance-of v0, v6, Lcom/waterwheel/rota/RotaArgs$Take;
    if-eqz v0, :L89
    check-cast v6, Lcom/waterwheel/rota/RotaArgs$Take;
    invoke-direct {v4, v6, v8}, Lcom/waterwheel/rota/RotaProvider;->take(Lcom/waterwheel/rota/RotaArgs$Take;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L136
    :L89
    .line 61
    instance-of v0, v6, Lcom/waterwheel/rota/RotaArgs$Swap;
    if-eqz v0, :L110
    check-cast v6, Lcom/waterwheel/rota/RotaArgs$Swap;
    invoke-direct {v4, v6, v8}, Lcom/waterwheel/rota/RotaProvider;->swap(Lcom/waterwheel/rota/RotaArgs$Swap;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L136
    :L110
    .line 62
    sget-object v1, Lcom/waterwheel/rota/RotaArgs$Export;->INSTANCE:Lcom/waterwheel/rota/RotaArgs$Export;
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L128
    invoke-direct {v4}, Lcom/waterwheel/rota/RotaProvider;->export()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L136
    :L128
    .line 57
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L136
    .line 63
    nop
    .line 56
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    :t_141
    goto :L159
    :L144
    move-exception v0
    move-object v5, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    :L159
    move-object v3, v4
    .line 64
    invoke-static {v3}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L174
    move-object v0, v3
    goto :L201
    :L174
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 65
    const-string v0, "WaterWheel"
    const-string v1, "rota tool failed"
    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 66
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the rota is unavailable"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L201
    .line 64
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 67
    return-object v0
    .catch Ljava/lang/Throwable; {:t_8 .. :t_141} :L144
.end method

.method private final week(Lcom/waterwheel/rota/RotaArgs$Week;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 69
    const/4 v0, 0x0
    new-instance v1, Lcom/waterwheel/rota/RotaProvider$week$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v6, v4}, Lcom/waterwheel/rota/RotaProvider$week$1;-><init>(Lcom/waterwheel/rota/RotaProvider;Lcom/waterwheel/rota/RotaArgs$Week;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 77
    return-object v0
.end method

.method private final status(Lcom/waterwheel/rota/RotaArgs$Status;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8
    .line 80
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-virtual {v6}, Lcom/waterwheel/rota/RotaArgs$Status;->getPlot()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v5, v3}, Lcom/waterwheel/rota/RotaProvider;->lastChecked(Ljava/lang/String;)J
    move-result-wide v2
    sub-long v0, v0, v2
    const-wide/32 v2, 0x5265c00
    cmp-long v0, v0, v2
    if-lez v0, :L23
    const/4 v0, 0x1
    goto :L24
    :L23
    const/4 v0, 0x0
    :L24
    move v4, v0
    .line 81
    if-eqz v4, :L41
    .line 82
    invoke-virtual {v6}, Lcom/waterwheel/rota/RotaArgs$Status;->getPlot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v5, v1, v2}, Lcom/waterwheel/rota/RotaProvider;->claim(Ljava/lang/String;Ljava/lang/String;)V
    :L41
    .line 84
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "plot"
    invoke-virtual {v6}, Lcom/waterwheel/rota/RotaArgs$Status;->getPlot()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "overdue"
    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final lastChecked(Ljava/lang/String;)J
    .registers 11
    .line 88
    invoke-direct {v9}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT last_checked FROM plots WHERE plot = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v10, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_29
    nop
    check-cast v4, Landroid/database/Cursor;
    move-object v6, v4
    const/4 v0, 0x0
    move v8, v0
    .line 89
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L60
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L61
    :L60
    const-wide/16 v0, 0x0L
    :L61
    .line 88
    move-wide v6, v0
    :t_63
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-wide v0, v6
    goto :L91
    :t_73
    :L73
    move-exception v0
    move-object v8, v0
    move-object v5, v8
    throw v8
    :t_81
    :L81
    move-exception v0
    move-object v8, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L91
    .line 90
    return-wide v0
    .catch Ljava/lang/Throwable; {:t_29 .. :t_63} :L73
    .catchall {:t_29 .. :t_63} :L81
    .catchall {:t_73 .. :t_81} :L81
.end method

.method private final claim(Ljava/lang/String;Ljava/lang/String;)V
    .registers 13
    .line 93
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 94
    const-string v1, "assignee"
    invoke-virtual {v8, v1, v12}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 95
    const-string v1, "last_checked"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 96
    nop
    .line 93
    .line 93
    move-object v6, v7
    .line 97
    invoke-direct {v10}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "plots"
    const-string v3, "plot = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v7, v4
    const/4 v5, 0x0
    aput-object v11, v7, v5
    invoke-virtual {v0, v1, v6, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 98
    return-void
.end method

.method private final take(Lcom/waterwheel/rota/RotaArgs$Take;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 101
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    move v4, v0
    .line 102
    const-string v0, "WaterWheel"
    if-eqz v4, :L24
    const-string v1, "take_shift: consumer says confirmed, asking anyway"
    goto :L27
    :L24
    const-string v1, "take_shift: asking the gardener"
    :L27
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 103
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L50
    invoke-virtual {v8}, Lcom/waterwheel/rota/RotaArgs$Take;->getPlot()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v7, v9, v2}, Lcom/waterwheel/rota/RotaProvider;->askGardener(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L50
    move-object v5, v0
    .line 104
    sget-object v0, Lcom/waterwheel/rota/RotaTokens;->INSTANCE:Lcom/waterwheel/rota/RotaTokens;
    invoke-virtual {v0, v5}, Lcom/waterwheel/rota/RotaTokens;->take(Ljava/lang/String;)Lcom/waterwheel/rota/Pending;
    move-result-object v0
    if-nez v0, :L78
    .line 105
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "unknown resume token"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L78
    .line 104
    move-object v6, v0
    .line 106
    invoke-virtual {v6}, Lcom/waterwheel/rota/Pending;->getUid()I
    move-result v0
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    if-ne v0, v1, :L107
    invoke-virtual {v6}, Lcom/waterwheel/rota/Pending;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    :L107
    .line 107
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "resume token belongs to another call"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L120
    .line 109
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v7, v8, v2}, Lcom/waterwheel/rota/RotaProvider;->addShift(Lcom/waterwheel/rota/RotaArgs$Take;Ljava/lang/String;)V
    .line 110
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "plot"
    invoke-virtual {v8}, Lcom/waterwheel/rota/RotaArgs$Take;->getPlot()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "day"
    invoke-virtual {v8}, Lcom/waterwheel/rota/RotaArgs$Take;->getDay()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final addShift(Lcom/waterwheel/rota/RotaArgs$Take;Ljava/lang/String;)V
    .registers 10
    .line 114
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 115
    const-string v1, "plot"
    invoke-virtual {v8}, Lcom/waterwheel/rota/RotaArgs$Take;->getPlot()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 116
    const-string v1, "day"
    invoke-virtual {v8}, Lcom/waterwheel/rota/RotaArgs$Take;->getDay()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 117
    const-string v1, "gardener"
    invoke-virtual {v5, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 118
    nop
    .line 114
    .line 114
    move-object v3, v4
    .line 119
    invoke-direct {v7}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shifts"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 120
    return-void
.end method

.method private final swap(Lcom/waterwheel/rota/RotaArgs$Swap;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    .line 123
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaArgs$Swap;->getConfirmed()Z
    move-result v0
    if-nez v0, :L20
    .line 124
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaArgs$Swap;->getShiftId()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    move-object v0, v12
    move-object v1, v14
    invoke-direct/range {v0 .. v2}, Lcom/waterwheel/rota/RotaProvider;->askGardener(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L20
    .line 126
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v0
    move-object v10, v9
    .line 172
    const/4 v0, 0x0
    move v11, v0
    .line 126
    const-string v1, "gardener"
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaArgs$Swap;->getWithGardener()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 126
    .line 126
    move-object v8, v9
    .line 127
    invoke-direct {v12}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shifts"
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v9, v4
    const/4 v5, 0x0
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaArgs$Swap;->getShiftId()J
    move-result-wide v6
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v9, v5
    invoke-virtual {v0, v1, v8, v3, v9}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 128
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "shift_id"
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaArgs$Swap;->getShiftId()J
    move-result-wide v3
    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "gardener"
    invoke-virtual {v13}, Lcom/waterwheel/rota/RotaArgs$Swap;->getWithGardener()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final askGardener(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    .line 132
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v8, v0
    move-object v9, v8
    .line 172
    const/4 v0, 0x0
    move v10, v0
    .line 132
    iget-object v0, v12, Lcom/waterwheel/rota/RotaProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 132
    .line 132
    move-object v7, v8
    .line 133
    const/16 v1, 0xa
    invoke-static {v7, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 134
    sget-object v0, Lcom/waterwheel/rota/RotaTokens;->INSTANCE:Lcom/waterwheel/rota/RotaTokens;
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    new-instance v2, Lcom/waterwheel/rota/Pending;
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v4
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v2, v4, v5}, Lcom/waterwheel/rota/Pending;-><init>(ILjava/lang/String;)V
    invoke-virtual {v0, v8, v2}, Lcom/waterwheel/rota/RotaTokens;->put(Ljava/lang/String;Lcom/waterwheel/rota/Pending;)V
    .line 135
    sget-object v0, Lcom/waterwheel/ui/Resolutions;->INSTANCE:Lcom/waterwheel/ui/Resolutions;
    invoke-virtual {v12}, Lcom/waterwheel/rota/RotaProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    if-nez v1, :L91
    const-string v1, "Required value was null."
    move-object v11, v1
    new-instance v1, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
    :L91
    .line 135
    const-class v2, Lcom/waterwheel/ui/ShiftConfirmActivity;
    invoke-virtual/range {v14 .. v14}, Ljava/lang/String;->hashCode()I
    move-result v3
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/waterwheel/ui/Resolutions;->confirm$default(Lcom/waterwheel/ui/Resolutions;Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 136
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v9, v8}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final export()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 140
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v9, v0
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v0, v9, v1
    .line 140
    move-object v10, v0
    const/4 v1, 0x1
    aget-object v0, v9, v1
    .line 140
    move-object v11, v0
    .line 141
    invoke-direct {v13}, Lcom/waterwheel/rota/RotaProvider;->readRows()Ljava/lang/String;
    move-result-object v0
    move-object v12, v0
    .line 142
    const/4 v0, 0x0
    const/4 v1, 0x0
    const/4 v2, 0x0
    const-string v3, "rota-export"
    const/4 v4, 0x0
    new-instance v8, Lcom/waterwheel/rota/RotaProvider$$ExternalSyntheticLambda2;
    invoke-direct {v8, v11, v12}, Lcom/waterwheel/rota/RotaProvider$$ExternalSyntheticLambda2;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    move-object v5, v8
    const/16 v6, 0x17
    const/4 v7, 0x0
    invoke-static/range {v0 .. v7}, Lkotlin/concurrent/ThreadsKt;->thread$default(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Thread;
    move-result-object v0
    .line 145
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v10, v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->file$default(Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;ILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final readRows()Ljava/lang/String;
    .registers 11
    .line 149
    invoke-direct {v10}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT plot, day, gardener FROM shifts"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v3, v0
    const/4 v0, 0x0
    move-object v4, v0
    :t_20
    nop
    check-cast v3, Landroid/database/Cursor;
    move-object v5, v3
    const/4 v0, 0x0
    move v6, v0
    .line 150
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v7, v0
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    :L45
    .line 151
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L90
    const/4 v2, 0x0
    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x2c
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    const/4 v2, 0x1
    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0xa
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    goto :L45
    :L90
    .line 152
    nop
    .line 150
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 152
    nop
    .line 149
    move-object v5, v0
    :t_98
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v5
    goto :L125
    :t_107
    :L107
    move-exception v0
    move-object v6, v0
    move-object v4, v6
    throw v6
    :t_115
    :L115
    move-exception v0
    move-object v6, v0
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
    :L125
    .line 153
    return-object v0
    .catch Ljava/lang/Throwable; {:t_20 .. :t_98} :L107
    .catchall {:t_20 .. :t_98} :L115
    .catchall {:t_107 .. :t_115} :L115
.end method

.method public static final db_delegate$lambda$0(Lcom/waterwheel/rota/RotaProvider;)Lcom/waterwheel/data/GardenDb;
    .registers 6
    .line 30
    new-instance v0, Lcom/waterwheel/data/GardenDb;
    invoke-virtual {v5}, Lcom/waterwheel/rota/RotaProvider;->getContext()Landroid/content/Context;
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
    .line 30
    invoke-direct {v1, v2}, Lcom/waterwheel/data/GardenDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final ledger_delegate$lambda$0(Lcom/waterwheel/rota/RotaProvider;)Lcom/waterwheel/rota/RotaLedger;
    .registers 3
    .line 31
    new-instance v0, Lcom/waterwheel/rota/RotaLedger;
    invoke-direct {v2}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/waterwheel/rota/RotaLedger;-><init>(Lcom/waterwheel/data/GardenDb;)V
    return-object v0
.end method

.method public static final export$lambda$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lkotlin/Unit;
    .registers 10
    .line 143
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
    .line 172
    const/4 v0, 0x0
    move v7, v0
    .line 143
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 143
    invoke-virtual {v6, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 143
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
    .line 144
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    .catch Ljava/lang/Throwable; {:t_14 .. :t_50} :L58
    .catchall {:t_14 .. :t_50} :L66
    .catchall {:t_58 .. :t_66} :L66
.end method

.method public static final synthetic access$getDb(Lcom/waterwheel/rota/RotaProvider;)Lcom/waterwheel/data/GardenDb;
    .registers 2
    .line 29
    invoke-direct {v1}, Lcom/waterwheel/rota/RotaProvider;->getDb()Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/waterwheel/rota/RotaProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/waterwheel/rota/RotaProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/waterwheel/rota/RotaProvider;->Companion:Lcom/waterwheel/rota/RotaProvider$Companion;
    return-void
.end method

