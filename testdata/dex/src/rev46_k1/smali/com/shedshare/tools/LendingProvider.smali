.class public final Lcom/shedshare/tools/LendingProvider;
.super Landroid/content/ContentProvider;
.source "LendingProvider.kt"

# interfaces
.implements Lorg/koin/core/component/KoinComponent;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLendingProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LendingProvider.kt\ncom/shedshare/tools/LendingProvider\n+ 2 KoinComponent.kt\norg/koin/core/component/KoinComponentKt\n+ 3 JsonElementBuilders.kt\nkotlinx/serialization/json/JsonElementBuildersKt\n+ 4 fake.kt\nkotlin/jvm/internal/FakeKt\n+ 5 Envelopes.kt\ncom/shedshare/tools/EnvelopesKt\n*L\n1#1,155:1\n11#2,5:156\n10#3,3:161\n10#3,3:165\n10#3,3:168\n10#3,3:171\n1#4:164\n30#5:174\n*S KotlinDebug\n*F\n+ 1 LendingProvider.kt\ncom/shedshare/tools/LendingProvider\n*L\n18#1:156,5\n36#1:161,3\n72#1:165,3\n77#1:168,3\n87#1:171,3\n138#1:174\n*E\n"
.end annotation

.field public static final Companion:Lcom/shedshare/tools/LendingProvider$Companion;
.field private final ledger$delegate:Lkotlin/Lazy;
.field private final json:Lkotlinx/serialization/json/Json;
.field private final sessions:Lcom/shedshare/tools/SessionBook;
.field private final resumes:Lcom/shedshare/tools/ResumeBook;
.field private final ledgerLock:Ljava/lang/Object;
.field private main:Landroid/os/Handler;
.field private static final TAG:Ljava/lang/String; = "LendingProvider"
.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"lending-3\",\"tools\":[]}"

.method public constructor <init>()V
    .registers 10
    .line 17
    invoke-direct {v9}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    check-cast v9, Lorg/koin/core/component/KoinComponent;
    move-object v4, v9
    .line 157
    const/4 v0, 0x0
    move-object v5, v0
    .line 158
    sget-object v0, Lorg/koin/core/KoinPlatformTools;->INSTANCE:Lorg/koin/core/KoinPlatformTools;
    invoke-virtual {v0}, Lorg/koin/core/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v0
    move-object v6, v0
    .line 159
    const/4 v0, 0x0
    move-object v7, v0
    .line 156
    const/4 v0, 0x0
    move v8, v0
    .line 160
    new-instance v1, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;
    invoke-direct {v1, v4, v5, v7}, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;-><init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v1, Lkotlin/jvm/functions/Function0;
    invoke-static {v6, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    .line 18
    iput-object v0, v9, Lcom/shedshare/tools/LendingProvider;->ledger$delegate:Lkotlin/Lazy;
    .line 19
    const/4 v0, 0x0
    sget-object v1, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda0;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/serialization/json/JsonKt;->Json$default(Lkotlinx/serialization/json/Json;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/serialization/json/Json;
    move-result-object v0
    iput-object v0, v9, Lcom/shedshare/tools/LendingProvider;->json:Lkotlinx/serialization/json/Json;
    .line 20
    new-instance v0, Lcom/shedshare/tools/SessionBook;
    invoke-direct {v0}, Lcom/shedshare/tools/SessionBook;-><init>()V
    iput-object v0, v9, Lcom/shedshare/tools/LendingProvider;->sessions:Lcom/shedshare/tools/SessionBook;
    .line 21
    new-instance v0, Lcom/shedshare/tools/ResumeBook;
    invoke-direct {v0}, Lcom/shedshare/tools/ResumeBook;-><init>()V
    iput-object v0, v9, Lcom/shedshare/tools/LendingProvider;->resumes:Lcom/shedshare/tools/ResumeBook;
    .line 22
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, v9, Lcom/shedshare/tools/LendingProvider;->ledgerLock:Ljava/lang/Object;
    .line 17
    return-void
.end method

.method private final getLedger()Lcom/shedshare/tools/ToolLedger;
    .registers 3
    .line 18
    iget-object v0, v2, Lcom/shedshare/tools/LendingProvider;->ledger$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/shedshare/tools/ToolLedger;
    .line 18
    return-object v0
.end method

.method public onCreate()Z
    .registers 4
    .line 26
    new-instance v1, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v2
    invoke-direct {v1, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v1, v3, Lcom/shedshare/tools/LendingProvider;->main:Landroid/os/Handler;
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 32
    invoke-virtual {v12}, Lcom/shedshare/tools/LendingProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L31
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L31
    move-object v6, v0
    .line 33
    invoke-virtual {v12}, Lcom/shedshare/tools/LendingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v5, v6}, Lcom/shedshare/tools/TokensKt;->isShedMember(Landroid/content/Context;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L64
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a ShedShare member"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 34
    move-object v0, v15
    if-nez v15, :L81
    const-string v0, "INVALID_REQUEST"
    const-string v1, "missing extras"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L81
    move-object v7, v0
    .line 35
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L154
    .line 36
    const/4 v0, 0x0
    move v8, v0
    .line 161
    new-instance v0, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v9, v0
    .line 162
    move-object v10, v9
    const/4 v0, 0x0
    move v11, v0
    .line 37
    const-string v1, "selected_version"
    const/4 v2, 0x2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    check-cast v2, Ljava/lang/Number;
    invoke-static {v10, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Number;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 38
    const-string v1, "session_token"
    iget-object v2, v12, Lcom/shedshare/tools/LendingProvider;->sessions:Lcom/shedshare/tools/SessionBook;
    invoke-virtual {v2, v5}, Lcom/shedshare/tools/SessionBook;->open(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v10, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/String;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 39
    nop
    .line 162
    nop
    .line 163
    invoke-virtual {v9}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v0
    .line 36
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okBundle(Lkotlinx/serialization/json/JsonObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L154
    .line 41
    iget-object v0, v12, Lcom/shedshare/tools/LendingProvider;->sessions:Lcom/shedshare/tools/SessionBook;
    invoke-static {v7}, Lcom/shedshare/tools/EnvelopesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/shedshare/tools/SessionBook;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L180
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L180
    .line 42
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L217
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    move-object v9, v8
    .line 164
    const/4 v0, 0x0
    move v10, v0
    .line 42
    const-string v1, "data"
    const-string v2, "{\"revision\":\"lending-3\",\"tools\":[]}"
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    .line 42
    return-object v8
    :L217
    .line 43
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L239
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L239
    .line 44
    invoke-static {v7}, Lcom/shedshare/tools/EnvelopesKt;->getDeadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L264
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L264
    .line 45
    move-object v8, v12
    :t_267
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v8, Lcom/shedshare/tools/LendingProvider;
    move-object v9, v8
    .line 164
    const/4 v0, 0x0
    move v10, v0
    .line 45
    invoke-direct {v9, v5, v6, v7}, Lcom/shedshare/tools/LendingProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    .line 45
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :t_298
    goto :L317
    :L301
    move-exception v0
    move-object v10, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :L317
    move-object v8, v9
    .line 45
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L336
    move-object v0, v8
    goto :L363
    :L336
    move-object v9, v0
    const/4 v0, 0x0
    move v10, v0
    .line 46
    const-string v0, "LendingProvider"
    const-string v1, "tool failed"
    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 47
    const-string v0, "UNAVAILABLE"
    const-string v1, "the tool shed is busy"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    :L363
    .line 45
    check-cast v0, Landroid/os/Bundle;
    .line 45
    return-object v0
    .catch Ljava/lang/Throwable; {:t_267 .. :t_298} :L301
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 52
    iget-object v0, v7, Lcom/shedshare/tools/LendingProvider;->json:Lkotlinx/serialization/json/Json;
    sget-object v1, Lcom/shedshare/tools/BorrowArgs;->Companion:Lcom/shedshare/tools/BorrowArgs$Companion;
    invoke-virtual {v1}, Lcom/shedshare/tools/BorrowArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-static {v10}, Lcom/shedshare/tools/EnvelopesKt;->getArgsText(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/shedshare/tools/BorrowArgs;
    move-object v5, v0
    .line 53
    invoke-static {v10}, Lcom/shedshare/tools/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_36
    goto :L337
    :L120
    const-string v1, "tool_manual"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L272
    goto :L337
    :L134
    const-string v1, "retire_tool"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L309
    goto :L337
    :L148
    const-string v1, "write_off_tool"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L323
    goto :L337
    :L162
    const-string v1, "manual_page"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L281
    goto :L337
    :L176
    const-string v1, "hand_over"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L290
    goto :L337
    :L190
    const-string v1, "log_repair"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L299
    goto :L337
    :L204
    const-string v1, "tool_status"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L253
    goto :L337
    :L218
    const-string v1, "reserve_tool"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L262
    goto :L337
    :L232
    const-string v1, "borrow_tool"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L337
    .line 54
    invoke-direct {v7, v5, v9}, Lcom/shedshare/tools/LendingProvider;->borrowTool(Lcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L253
    .line 55
    invoke-direct {v7, v5}, Lcom/shedshare/tools/LendingProvider;->toolStatus(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L262
    .line 56
    invoke-direct {v7, v5, v9}, Lcom/shedshare/tools/LendingProvider;->reserveTool(Lcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L272
    .line 57
    invoke-direct {v7, v5}, Lcom/shedshare/tools/LendingProvider;->toolManual(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L281
    .line 58
    invoke-direct {v7, v5}, Lcom/shedshare/tools/LendingProvider;->manualPage(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L290
    .line 59
    invoke-direct {v7, v5}, Lcom/shedshare/tools/LendingProvider;->handOver(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L299
    .line 60
    invoke-direct {v7, v9, v5}, Lcom/shedshare/tools/LendingProvider;->logRepair(Ljava/lang/String;Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L309
    .line 61
    invoke-static {v10}, Lcom/shedshare/tools/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3}, Lcom/shedshare/tools/LendingProvider;->retireTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L323
    .line 62
    invoke-static {v10}, Lcom/shedshare/tools/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3}, Lcom/shedshare/tools/LendingProvider;->writeOffTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L349
    :L337
    .line 63
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L349
    .line 53
    return-object v0
    :sw_36
    .sparse-switch
        -0x7202fb18 -> :L190
        -0x468014c4 -> :L134
        -0x427c54c5 -> :L218
        -0x1ee0ffb3 -> :L120
        -0x139e1787 -> :L204
        -0x1283e098 -> :L162
        -0xb86965e -> :L232
        0x32022a4 -> :L176
        0xc2bc6c8 -> :L148
    .end sparse-switch
.end method

.method private final borrowTool(Lcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 17
    .line 68
    invoke-direct {v14}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual/range {v15 .. v15}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/shedshare/tools/ToolLedger;->findByName(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 69
    const-wide/16 v2, 0x0L
    cmp-long v0, v6, v2
    if-gez v0, :L33
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "no such tool in the shed"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L33
    .line 70
    invoke-direct {v14}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    move-wide v1, v6
    move-object/from16 v3, v16
    invoke-interface/range {v0 .. v3}, Lcom/shedshare/tools/ToolLedger;->lend(JLjava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 71
    iget-object v0, v14, Lcom/shedshare/tools/LendingProvider;->main:Landroid/os/Handler;
    if-nez v0, :L62
    const-string v0, "main"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L62
    new-instance v5, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;
    move-object v2, v5
    move-wide v3, v6
    move-object/from16 v5, v16
    invoke-direct/range {v2 .. v5}, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;-><init>(JLjava/lang/String;)V
    move-object v1, v5
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    move-result v0
    .line 72
    const/4 v0, 0x0
    move v10, v0
    .line 165
    new-instance v0, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v11, v0
    .line 166
    move-object v12, v11
    const/4 v0, 0x0
    move v13, v0
    .line 72
    const-string v1, "loan_id"
    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    check-cast v2, Ljava/lang/Number;
    invoke-static {v12, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Number;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 166
    nop
    .line 167
    invoke-virtual {v11}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v0
    .line 72
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okBundle(Lkotlinx/serialization/json/JsonObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final toolStatus(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    .registers 10
    .line 76
    invoke-direct {v8}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/shedshare/tools/ToolLedger;->countOpen(Ljava/lang/String;)I
    move-result v0
    move v3, v0
    .line 77
    const/4 v0, 0x0
    move v4, v0
    .line 168
    new-instance v0, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v5, v0
    .line 169
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 78
    const-string v1, "tool"
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v2
    invoke-static {v6, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/String;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 79
    const-string v1, "on_loan"
    move-object v0, v6
    if-lez v3, :L58
    const/4 v2, 0x1
    goto :L59
    :L58
    const/4 v2, 0x0
    :L59
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-static {v0, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Boolean;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 80
    nop
    .line 169
    nop
    .line 170
    invoke-virtual {v5}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v0
    .line 77
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okBundle(Lkotlinx/serialization/json/JsonObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final reserveTool(Lcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 13
    .line 84
    invoke-virtual {v11}, Lcom/shedshare/tools/BorrowArgs;->getOnBehalfOf()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L10
    move-object v0, v12
    :L10
    move-object v3, v0
    .line 85
    invoke-direct {v10}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v11}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/shedshare/tools/ToolLedger;->countOpen(Ljava/lang/String;)I
    move-result v0
    const/4 v1, 0x2
    if-le v0, v1, :L39
    const-string v0, "UNAVAILABLE"
    const-string v1, "waiting list is full"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L39
    .line 86
    invoke-direct {v10}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v11}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v3}, Lcom/shedshare/tools/ToolLedger;->reserve(Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    move-wide v4, v0
    .line 87
    const/4 v0, 0x0
    move v6, v0
    .line 171
    new-instance v0, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v7, v0
    .line 172
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 87
    const-string v1, "reservation"
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    check-cast v2, Ljava/lang/Number;
    invoke-static {v8, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Number;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 172
    nop
    .line 173
    invoke-virtual {v7}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v0
    .line 87
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okBundle(Lkotlinx/serialization/json/JsonObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final toolManual(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    .registers 7
    .line 91
    invoke-virtual {v6}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/shedshare/tools/ToolId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 92
    invoke-virtual {v5}, Lcom/shedshare/tools/LendingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v3}, Lcom/shedshare/tools/EnvelopesKt;->manualFile-6jHAomo(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    move-object v4, v0
    .line 93
    const/high16 v1, 0x10000000
    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final manualPage(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    .registers 9
    .line 97
    invoke-virtual {v8}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/shedshare/tools/ToolId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 98
    invoke-virtual {v7}, Lcom/shedshare/tools/LendingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v5}, Lcom/shedshare/tools/EnvelopesKt;->checkedManualFile-6jHAomo(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    if-nez v0, :L40
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "no such manual"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L40
    move-object v6, v0
    .line 99
    const/high16 v1, 0x10000000
    invoke-static {v6, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final handOver(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    .registers 12
    .line 102
    iget-object v0, v10, Lcom/shedshare/tools/LendingProvider;->ledgerLock:Ljava/lang/Object;
    move-object v3, v0
    monitor-enter v3
    :t_7
    nop
    const/4 v0, 0x0
    move v4, v0
    .line 103
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v5, v0
    :t_15
    .line 104
    nop
    .line 105
    invoke-direct {v10}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v11}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v10}, Lcom/shedshare/tools/LendingProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L36
    const-string v2, ""
    :L36
    .line 105
    invoke-interface {v0, v1, v2}, Lcom/shedshare/tools/ToolLedger;->handOver(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okRows(I)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_46
    .line 107
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 108
    goto :L64
    :L54
    .line 107
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v8
    :L64
    .line 108
    nop
    .line 102
    move-object v4, v7
    :t_68
    monitor-exit v3
    move-object v0, v4
    goto :L81
    :L74
    move-exception v0
    move-object v9, v0
    monitor-exit v3
    throw v9
    :L81
    .line 109
    return-object v0
    .catchall {:t_15 .. :t_46} :L54
    .catchall {:t_7 .. :t_15} :L74
    .catchall {:t_46 .. :t_68} :L74
.end method

.method private final logRepair(Ljava/lang/String;Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;
    .registers 12
    .line 111
    iget-object v0, v9, Lcom/shedshare/tools/LendingProvider;->ledgerLock:Ljava/lang/Object;
    move-object v2, v0
    monitor-enter v2
    :t_7
    nop
    const/4 v0, 0x0
    move v3, v0
    .line 112
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v4, v0
    :t_16
    .line 113
    nop
    .line 114
    invoke-direct {v9}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v11}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v10}, Lcom/shedshare/tools/ToolLedger;->logRepair(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okRows(I)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    :t_36
    .line 116
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 117
    goto :L54
    :L44
    .line 116
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v7
    :L54
    .line 117
    nop
    .line 111
    move-object v3, v6
    :t_59
    monitor-exit v2
    move-object v0, v3
    goto :L73
    :L66
    move-exception v0
    move-object v8, v0
    monitor-exit v2
    throw v8
    :L73
    .line 118
    return-object v0
    .catchall {:t_16 .. :t_36} :L44
    .catchall {:t_7 .. :t_16} :L66
    .catchall {:t_36 .. :t_59} :L66
.end method

.method private final retireTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 121
    invoke-virtual {v8}, Lcom/shedshare/tools/BorrowArgs;->getConfirmed()Z
    move-result v0
    if-nez v0, :L48
    iget-object v0, v6, Lcom/shedshare/tools/LendingProvider;->resumes:Lcom/shedshare/tools/ResumeBook;
    const-string v3, "retire_tool"
    invoke-virtual {v0, v9, v7, v3}, Lcom/shedshare/tools/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L48
    .line 122
    const-string v1, "retire_tool"
    const/high16 v2, 0xc000000
    invoke-direct {v6, v1, v2}, Lcom/shedshare/tools/LendingProvider;->resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 123
    const-string v2, "retire_tool"
    invoke-static {}, Lcom/shedshare/tools/SecureTickets;->next()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v6, v5, v2, v7, v4}, Lcom/shedshare/tools/LendingProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L48
    .line 125
    invoke-direct {v6}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v8}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/shedshare/tools/ToolLedger;->retire(Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okRows(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final writeOffTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 129
    invoke-virtual {v8}, Lcom/shedshare/tools/BorrowArgs;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "LendingProvider"
    const-string v1, "write_off_tool ignores a consumer-side confirmation"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L17
    .line 130
    iget-object v0, v6, Lcom/shedshare/tools/LendingProvider;->resumes:Lcom/shedshare/tools/ResumeBook;
    const-string v3, "write_off_tool"
    invoke-virtual {v0, v9, v7, v3}, Lcom/shedshare/tools/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L58
    .line 131
    const-string v1, "write_off_tool"
    const/high16 v2, 0x8000000
    invoke-direct {v6, v1, v2}, Lcom/shedshare/tools/LendingProvider;->resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 132
    const-string v2, "write_off_tool"
    invoke-static {}, Lcom/shedshare/tools/TicketClock;->next()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v6, v5, v2, v7, v4}, Lcom/shedshare/tools/LendingProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L58
    .line 134
    invoke-direct {v6}, Lcom/shedshare/tools/LendingProvider;->getLedger()Lcom/shedshare/tools/ToolLedger;
    move-result-object v0
    invoke-virtual {v8}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/shedshare/tools/ToolLedger;->retire(Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okRows(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 11
    .line 138
    invoke-virtual {v8}, Lcom/shedshare/tools/LendingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v5, v0
    move-object v6, v9
    const/4 v0, 0x0
    move v7, v0
    .line 174
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/shedshare/tools/ConfirmLoanActivity;
    invoke-direct {v0, v5, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "tool"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 138
    move-object v4, v0
    .line 139
    invoke-virtual {v8}, Lcom/shedshare/tools/LendingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v0, v1, v4, v10}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 13
    .line 143
    iget-object v0, v8, Lcom/shedshare/tools/LendingProvider;->resumes:Lcom/shedshare/tools/ResumeBook;
    invoke-virtual {v0, v12, v11, v10}, Lcom/shedshare/tools/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 144
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in ShedShare"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 145
    const-string v1, "resolution"
    check-cast v9, Landroid/os/Parcelable;
    invoke-virtual {v6, v1, v9}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 146
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v12}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 147
    nop
    .line 144
    .line 144
    return-object v5
.end method

.method public bridge getKoin()Lorg/koin/core/Koin;
    .registers 2
    .line 17
    invoke-super {v1}, Lorg/koin/core/component/KoinComponent;->getKoin()Lorg/koin/core/Koin;
    move-result-object v0
    return-object v0
.end method

.method public static final json$lambda$0(Lkotlinx/serialization/json/JsonBuilder;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$Json"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    const/4 v1, 0x1
    invoke-virtual {v2, v1}, Lkotlinx/serialization/json/JsonBuilder;->setIgnoreUnknownKeys(Z)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final borrowTool$lambda$0(JLjava/lang/String;)V
    .registers 7
    .line 71
    const-string v0, "LendingProvider"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "lent tool "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, " to "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/shedshare/tools/LendingProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/shedshare/tools/LendingProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/shedshare/tools/LendingProvider;->Companion:Lcom/shedshare/tools/LendingProvider$Companion;
    return-void
.end method

