.class public final Lcom/shedshare/tools/ShedProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ShedProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShedProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShedProvider.kt\ncom/shedshare/tools/ShedProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,103:1\n1#2:104\n*E\n"
.end annotation

.field public static final Companion:Lcom/shedshare/tools/ShedProvider$Companion;
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final desk$delegate:Lkotlin/Lazy;
.field private final worker:Ljava/util/concurrent/ExecutorService;
.field private final graceDays$delegate:Lkotlin/properties/ReadWriteProperty;
.field private final providerTools:Ljava/util/List;
.field private static final TAG:Ljava/lang/String; = "ShedProvider"

.method public constructor <init>()V
    .registers 11
    .line 23
    invoke-direct {v10}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 24
    const-class v0, Lcom/shedshare/tools/ReturnDesk;
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->inject$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v10, Lcom/shedshare/tools/ShedProvider;->desk$delegate:Lkotlin/Lazy;
    .line 25
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, v10, Lcom/shedshare/tools/ShedProvider;->worker:Ljava/util/concurrent/ExecutorService;
    .line 26
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    invoke-virtual {v0}, Lkotlin/properties/Delegates;->notNull()Lkotlin/properties/ReadWriteProperty;
    move-result-object v0
    iput-object v0, v10, Lcom/shedshare/tools/ShedProvider;->graceDays$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 28
    .line 29
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v9, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "return_tool"
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    const/4 v1, 0x1
    .line 30
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "extend_loan"
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 29
    const/4 v1, 0x2
    .line 31
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v4, "transfer_loan"
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 29
    .line 28
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v10, Lcom/shedshare/tools/ShedProvider;->providerTools:Ljava/util/List;
    .line 23
    return-void
.end method

.method private final getDesk()Lcom/shedshare/tools/ReturnDesk;
    .registers 3
    .line 24
    iget-object v0, v2, Lcom/shedshare/tools/ShedProvider;->desk$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/shedshare/tools/ReturnDesk;
    .line 24
    return-object v0
.end method

.method private final getGraceDays()I
    .registers 4
    .line 26
    iget-object v0, v3, Lcom/shedshare/tools/ShedProvider;->graceDays$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/shedshare/tools/ShedProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method

.method private final setGraceDays(I)V
    .registers 5
    .line 26
    iget-object v0, v3, Lcom/shedshare/tools/ShedProvider;->graceDays$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/shedshare/tools/ShedProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v3, v1, v2}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 28
    iget-object v0, v1, Lcom/shedshare/tools/ShedProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 34
    sget-object v0, Lcom/shedshare/tools/LoanJournal;->INSTANCE:Lcom/shedshare/tools/LoanJournal;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public onCreate()Z
    .registers 3
    .line 37
    const/4 v1, 0x7
    invoke-direct {v2, v1}, Lcom/shedshare/tools/ShedProvider;->setGraceDays(I)V
    .line 38
    const/4 v0, 0x1
    return v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 7
    const-string v1, "request"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    sget-object v0, Lcom/shedshare/tools/MemberGrants;->INSTANCE:Lcom/shedshare/tools/MemberGrants;
    invoke-virtual {v5}, Lcom/shedshare/tools/ShedProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v3, "requireContext(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/shedshare/tools/MemberGrants;->scopesFor(Landroid/content/Context;Ljava/lang/String;)Ljava/util/Set;
    move-result-object v0
    move-object v4, v0
    .line 43
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v1
    check-cast v1, Ljava/util/Collection;
    invoke-interface {v4, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    if-eqz v0, :L52
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :L58
    :L52
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    :L58
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    const-string v1, "request"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    move-object v5, v8
    :t_8
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v5, Lcom/shedshare/tools/ShedProvider;
    move-object v6, v5
    .line 104
    const/4 v0, 0x0
    move v7, v0
    .line 47
    invoke-direct {v6, v9}, Lcom/shedshare/tools/ShedProvider;->dispatch(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    .line 47
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :t_30
    goto :L48
    :L33
    move-exception v0
    move-object v7, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :L48
    move-object v5, v6
    .line 47
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L63
    move-object v0, v5
    goto :L84
    :L63
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .line 48
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {v6}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "shed desk failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L84
    .line 47
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 49
    return-object v0
    .catch Ljava/lang/Throwable; {:t_8 .. :t_30} :L33
.end method

.method private final dispatch(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 52
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    sget-object v1, Lcom/shedshare/tools/DeskArgs;->Companion:Lcom/shedshare/tools/DeskArgs$Companion;
    invoke-virtual {v1}, Lcom/shedshare/tools/DeskArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/json/Json$Default;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/shedshare/tools/DeskArgs;
    move-object v4, v0
    .line 53
    invoke-virtual {v4}, Lcom/shedshare/tools/DeskArgs;->getToolId()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/shedshare/tools/ToolId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 54
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_42
    goto :L183
    :L76
    const-string v1, "extend_loan"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L139
    goto :L183
    :L89
    const-string v1, "transfer_loan"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L174
    goto :L183
    :L102
    const-string v1, "return_tool"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L183
    .line 55
    iget-object v0, v9, Lcom/shedshare/tools/ShedProvider;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v9, v5}, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;-><init>(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;)V
    move-object v1, v3
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    goto :L194
    :L139
    .line 57
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerUid()I
    move-result v0
    move v8, v0
    .line 58
    iget-object v0, v9, Lcom/shedshare/tools/ShedProvider;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, v9, v5, v8}, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;-><init>(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;I)V
    move-object v1, v3
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    goto :L194
    :L174
    .line 60
    invoke-direct {v9, v10, v4}, Lcom/shedshare/tools/ShedProvider;->transferLoan(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lcom/shedshare/tools/DeskArgs;)Lcom/shedshare/tools/DeskResult;
    move-result-object v0
    goto :L194
    :L183
    .line 61
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L194
    .line 54
    move-object v6, v0
    .line 63
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v6}, Lcom/shedshare/tools/ShedProviderKt;->toResult(Lcom/shedshare/tools/DeskResult;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :sw_42
    .sparse-switch
        -0x780dff3c -> :L89
        -0x58965cb9 -> :L102
        -0x297fe10b -> :L76
    .end sparse-switch
.end method

.method private final transferLoan(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lcom/shedshare/tools/DeskArgs;)Lcom/shedshare/tools/DeskResult;
    .registers 7
    .line 67
    invoke-virtual {v6}, Lcom/shedshare/tools/DeskArgs;->getOnBehalfOf()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L13
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    :L13
    move-object v3, v0
    .line 68
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L49
    .line 69
    const-string v0, "ShedProvider"
    const-string v1, "transfer_loan on behalf of another app refused"
    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 70
    new-instance v0, Lcom/shedshare/tools/DeskResult$Refused;
    const-string v2, "loans are transferred by the app holding them"
    invoke-direct {v0, v2}, Lcom/shedshare/tools/DeskResult$Refused;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    return-object v0
    :L49
    .line 72
    invoke-direct {v4}, Lcom/shedshare/tools/ShedProvider;->getDesk()Lcom/shedshare/tools/ReturnDesk;
    move-result-object v0
    invoke-virtual {v6}, Lcom/shedshare/tools/DeskArgs;->getToolId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/shedshare/tools/ReturnDesk;->handOver(Ljava/lang/String;Ljava/lang/String;)Lcom/shedshare/tools/DeskResult;
    move-result-object v0
    return-object v0
.end method

.method public static final dispatch$lambda$0(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;)Lcom/shedshare/tools/DeskResult;
    .registers 4
    .line 55
    invoke-direct {v2}, Lcom/shedshare/tools/ShedProvider;->getDesk()Lcom/shedshare/tools/ReturnDesk;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v3, v1}, Lcom/shedshare/tools/ReturnDesk;->checkIn-ATcmX5c(Ljava/lang/String;I)Lcom/shedshare/tools/DeskResult;
    move-result-object v0
    return-object v0
.end method

.method public static final dispatch$lambda$1(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;I)Lcom/shedshare/tools/DeskResult;
    .registers 5
    .line 58
    invoke-direct {v2}, Lcom/shedshare/tools/ShedProvider;->getDesk()Lcom/shedshare/tools/ReturnDesk;
    move-result-object v0
    invoke-direct {v2}, Lcom/shedshare/tools/ShedProvider;->getGraceDays()I
    move-result v1
    invoke-virtual {v0, v3, v4, v1}, Lcom/shedshare/tools/ReturnDesk;->extend-6D0pSrc(Ljava/lang/String;II)Lcom/shedshare/tools/DeskResult;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v7, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/shedshare/tools/ShedProvider;
    const-string v4, "graceDays"
    const-string v5, "getGraceDays()I"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    sput-object v7, Lcom/shedshare/tools/ShedProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/shedshare/tools/ShedProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/shedshare/tools/ShedProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/shedshare/tools/ShedProvider;->Companion:Lcom/shedshare/tools/ShedProvider$Companion;
    return-void
.end method

