.class public final Lcom/plotshare/PlotProvider;
.super Landroid/content/ContentProvider;
.source "PlotProvider.kt"

# interfaces
.implements Lcom/plotshare/Resolutions;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPlotProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PlotProvider.kt\ncom/plotshare/PlotProvider\n+ 2 Delegates.kt\nkotlin/properties/Delegates\n+ 3 Args.kt\ncom/plotshare/ArgsKt\n+ 4 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,113:1\n33#2,3:114\n6#3:117\n6#3:118\n6#3:120\n6#3:121\n1#4:119\n*S KotlinDebug\n*F\n+ 1 PlotProvider.kt\ncom/plotshare/PlotProvider\n*L\n17#1:114,3\n29#1:117\n38#1:118\n75#1:120\n83#1:121\n*E\n"
.end annotation

.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final db$delegate:Lkotlin/Lazy;
.field private final lastCaller$delegate:Lkotlin/properties/ReadWriteProperty;

.method public constructor <init>()V
    .registers 6
    .line 15
    invoke-direct {v5}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v1, Lcom/plotshare/PlotProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v5}, Lcom/plotshare/PlotProvider$$ExternalSyntheticLambda0;-><init>(Lcom/plotshare/PlotProvider;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v5, Lcom/plotshare/PlotProvider;->db$delegate:Lkotlin/Lazy;
    .line 17
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    move-object v2, v0
    const/4 v0, 0x0
    move-object v3, v0
    const/4 v0, 0x0
    move v4, v0
    .line 114
    new-instance v0, Lcom/plotshare/PlotProvider$special$$inlined$observable$1;
    invoke-direct {v0, v3}, Lcom/plotshare/PlotProvider$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V
    .line 116
    nop
    .line 17
    iput-object v0, v5, Lcom/plotshare/PlotProvider;->lastCaller$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 15
    return-void
.end method

.method private final getDb()Lcom/plotshare/PlotDb;
    .registers 3
    .line 16
    iget-object v0, v2, Lcom/plotshare/PlotProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/plotshare/PlotDb;
    .line 16
    return-object v0
.end method

.method public final getLastCaller()Ljava/lang/String;
    .registers 4
    .line 17
    iget-object v0, v3, Lcom/plotshare/PlotProvider;->lastCaller$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/plotshare/PlotProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final setLastCaller(Ljava/lang/String;)V
    .registers 5
    .line 17
    iget-object v0, v3, Lcom/plotshare/PlotProvider;->lastCaller$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/plotshare/PlotProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1, v4}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public getHost()Landroid/content/Context;
    .registers 2
    .line 20
    invoke-virtual {v1}, Lcom/plotshare/PlotProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 24
    invoke-virtual {v11}, Lcom/plotshare/PlotProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L41
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L50
    :L41
    .line 25
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L50
    .line 24
    move-object v6, v0
    .line 26
    invoke-virtual {v11, v6}, Lcom/plotshare/PlotProvider;->setLastCaller(Ljava/lang/String;)V
    .line 27
    const-string v1, "negotiate"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L84
    sget-object v0, Lcom/plotshare/Sessions;->INSTANCE:Lcom/plotshare/Sessions;
    invoke-virtual {v0, v5}, Lcom/plotshare/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L84
    .line 28
    move-object v0, v14
    if-nez v14, :L98
    const-string v0, "INVALID_REQUEST"
    const-string v1, "no extras"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L98
    move-object v7, v0
    .line 29
    sget-object v0, Lcom/plotshare/Sessions;->INSTANCE:Lcom/plotshare/Sessions;
    move-object v8, v7
    const-string v1, "session_token"
    move-object v9, v1
    const/4 v1, 0x0
    move v10, v1
    .local v10, "$i$f$arg":I
    .line 117
    invoke-virtual {v8, v9}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    instance-of v2, v1, Ljava/lang/String;
    if-nez v2, :L130
    const/4 v1, 0x0
    :L130
    check-cast v1, Ljava/lang/String;
    .line 29
    invoke-virtual {v0, v1, v5}, Lcom/plotshare/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L149
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L149
    .line 30
    move-object v8, v12
    .line 31
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L170
    const-string v0, "{\"tools\":[]}"
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L200
    :L170
    .line 32
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L193
    invoke-direct {v11, v7, v5, v6}, Lcom/plotshare/PlotProvider;->execute(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L200
    :L193
    .line 33
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L200
    .line 30
    return-object v0
.end method

.method private final execute(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 14
    .line 38
    move-object v7, v11
    const-string v0, "deadline_at_ms"
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    .local v9, "$i$f$arg":I
    .line 118
    invoke-virtual {v7, v8}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Long;
    if-nez v1, :L26
    const/4 v0, 0x0
    :L26
    check-cast v0, Ljava/lang/Long;
    .line 38
    if-eqz v0, :L39
    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J
    move-result-wide v0
    goto :L41
    :L39
    const-wide/16 v0, 0x0L
    :L41
    move-wide v4, v0
    .line 39
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v4, v2
    if-gez v0, :L60
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L60
    .line 40
    const-string v1, "plot"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L79
    const-string v0, "INVALID_ARGS"
    const-string v1, "plot missing"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L79
    move-object v6, v0
    .line 41
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    if-eqz v7, :L333
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_99
    goto :L333
    :L164
    const-string v1, "release_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L262
    goto :L333
    :L178
    const-string v1, "claim_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L270
    goto :L333
    :L192
    const-string v1, "drop_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L291
    goto :L333
    :L206
    const-string v1, "move_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L323
    goto :L333
    :L220
    const-string v1, "swap_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L313
    goto :L333
    :L234
    const-string v1, "leave_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L302
    goto :L333
    :L248
    const-string v1, "join_plot"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L280
    goto :L333
    :L262
    .line 42
    invoke-direct {v10, v12}, Lcom/plotshare/PlotProvider;->releasePlot(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L270
    .line 43
    invoke-direct {v10, v11, v6}, Lcom/plotshare/PlotProvider;->claimPlot(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L280
    .line 44
    invoke-direct {v10, v11, v6, v13}, Lcom/plotshare/PlotProvider;->joinPlot(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L291
    .line 45
    invoke-direct {v10, v11, v12, v6}, Lcom/plotshare/PlotProvider;->dropPlot(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L302
    .line 46
    invoke-direct {v10, v11, v12, v6}, Lcom/plotshare/PlotProvider;->leavePlot(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L313
    .line 47
    invoke-direct {v10, v12, v6}, Lcom/plotshare/PlotProvider;->swapPlot(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L323
    .line 48
    invoke-direct {v10, v12, v6}, Lcom/plotshare/PlotProvider;->movePlot(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L342
    :L333
    .line 49
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L342
    .line 41
    return-object v0
    :sw_99
    .sparse-switch
        -0x7526f5e7 -> :L164
        -0x4bcbc7f3 -> :L220
        -0x2c8a9cfc -> :L178
        -0x1e9cebcf -> :L192
        -0x1d74ed2a -> :L248
        -0x1ca6e97 -> :L234
        0x3fadc48f -> :L206
    .end sparse-switch
.end method

.method private final releasePlot(I)Landroid/os/Bundle;
    .registers 7
    .line 54
    const-class v1, Lcom/plotshare/ReleasePlotActivity;
    const/4 v2, 0x1
    invoke-virtual {v5, v1, v2}, Lcom/plotshare/PlotProvider;->resolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v3, "release_plot"
    sget-object v4, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v4}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v6, v3, v4}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final claimPlot(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 57
    const-string v1, "calling_package"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L39
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 58
    invoke-direct {v6}, Lcom/plotshare/PlotProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v0, v8, v4}, Lcom/plotshare/PlotDb;->assign(Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    .line 59
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"owner\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 57
    nop
    .line 57
    if-nez v0, :L48
    :L39
    .line 60
    const-string v0, "INVALID_ARGS"
    const-string v1, "owner missing"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L48
    return-object v0
.end method

.method private final joinPlot(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 14
    .line 63
    const-string v1, "calling_package"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L38
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .line 64
    invoke-static {v6, v13}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L34
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not your plot"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L34
    .line 65
    nop
    .line 63
    goto :L40
    :L38
    .line 63
    nop
    :L40
    .line 66
    move-object v4, v10
    :t_43
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v5, v4
    .line 119
    const/4 v0, 0x0
    move v6, v0
    .line 66
    invoke-direct {v5}, Lcom/plotshare/PlotProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v0, v12, v13}, Lcom/plotshare/PlotDb;->assign(Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    .line 66
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_76
    goto :L95
    :L79
    move-exception v0
    move-object v6, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :L95
    move-object v4, v5
    .line 66
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L135
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 67
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"row\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 66
    goto :L162
    :L135
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    .line 69
    const-string v0, "PlotShare"
    const-string v1, "assign failed"
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 70
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "could not join the plot"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 66
    nop
    :L162
    .line 66
    return-object v0
    .catch Ljava/lang/Throwable; {:t_43 .. :t_76} :L79
.end method

.method private final dropPlot(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 75
    move-object v5, v9
    const-string v0, "confirmed"
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .local v7, "$i$f$arg":I
    .line 120
    invoke-virtual {v5, v6}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Boolean;
    if-nez v1, :L27
    const/4 v0, 0x0
    :L27
    check-cast v0, Ljava/lang/Boolean;
    .line 75
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L56
    .line 76
    invoke-direct {v8}, Lcom/plotshare/PlotProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v0, v11}, Lcom/plotshare/PlotDb;->drop(Ljava/lang/String;)I
    move-result v0
    .line 77
    const-string v0, "{\"dropped\":true}"
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L56
    .line 79
    const-class v1, Lcom/plotshare/DropPlotActivity;
    const/4 v2, 0x2
    invoke-virtual {v8, v1, v2}, Lcom/plotshare/PlotProvider;->sealedResolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v3, "drop_plot"
    sget-object v4, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v4}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v10, v3, v4}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final leavePlot(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 83
    sget-object v0, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    move-object v5, v9
    const-string v1, "resume_token"
    move-object v6, v1
    const/4 v1, 0x0
    move v7, v1
    .local v7, "$i$f$arg":I
    .line 121
    invoke-virtual {v5, v6}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    instance-of v2, v1, Ljava/lang/String;
    if-nez v2, :L30
    const/4 v1, 0x0
    :L30
    check-cast v1, Ljava/lang/String;
    .line 83
    const-string v3, "leave_plot"
    invoke-virtual {v0, v1, v10, v3}, Lcom/plotshare/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L59
    .line 84
    invoke-direct {v8}, Lcom/plotshare/PlotProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v0, v11}, Lcom/plotshare/PlotDb;->drop(Ljava/lang/String;)I
    move-result v0
    .line 85
    const-string v0, "{\"left\":true}"
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L59
    .line 87
    const-class v1, Lcom/plotshare/LeavePlotActivity;
    const/4 v2, 0x3
    invoke-virtual {v8, v1, v2}, Lcom/plotshare/PlotProvider;->sealedResolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v3, "leave_plot"
    sget-object v4, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v4}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v10, v3, v4}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final swapPlot(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 15
    .line 91
    invoke-virtual {v12}, Lcom/plotshare/PlotProvider;->getHost()Landroid/content/Context;
    move-result-object v0
    move-object v7, v0
    .line 92
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.plotshare.action.SWAP_PLOT"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v9, v0
    move-object v10, v9
    .line 119
    const/4 v0, 0x0
    move v11, v0
    .line 92
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v10, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 92
    .line 93
    move-object v10, v9
    .line 119
    const/4 v0, 0x0
    move v11, v0
    .line 93
    const-string v0, "PlotShare"
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "swap screen for "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 93
    .line 92
    move-object v8, v9
    .line 94
    const/4 v1, 0x4
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 95
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v3, "swap_plot"
    sget-object v4, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v4}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v13, v3, v4}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v9, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final movePlot(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 14
    .line 99
    invoke-virtual {v11}, Lcom/plotshare/PlotProvider;->getHost()Landroid/content/Context;
    move-result-object v0
    move-object v6, v0
    .line 100
    new-instance v0, Landroid/content/Intent;
    const-class v2, Lcom/plotshare/MovePlotActivity;
    invoke-direct {v0, v6, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v8, v0
    move-object v9, v8
    .line 119
    const/4 v0, 0x0
    move v10, v0
    .line 100
    const-string v1, "plot"
    invoke-virtual {v9, v1, v13}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 100
    .line 101
    move-object v9, v8
    .line 119
    const/4 v0, 0x0
    move v10, v0
    .line 101
    const-string v0, "PlotShare"
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "move screen for "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 101
    .line 100
    move-object v7, v8
    .line 102
    const/4 v1, 0x5
    const/high16 v2, 0x4000000
    invoke-static {v6, v1, v7, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 103
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v2, "move_plot"
    sget-object v3, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v3}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v12, v2, v3}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v8, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 106
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 110
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 111
    const/4 v0, 0x0
    return v0
.end method

.method public static final db_delegate$lambda$0(Lcom/plotshare/PlotProvider;)Lcom/plotshare/PlotDb;
    .registers 3
    .line 16
    new-instance v0, Lcom/plotshare/PlotDb;
    invoke-virtual {v2}, Lcom/plotshare/PlotProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, Lcom/plotshare/PlotDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v7, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/plotshare/PlotProvider;
    const-string v4, "lastCaller"
    const-string v5, "getLastCaller()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    sput-object v7, Lcom/plotshare/PlotProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

