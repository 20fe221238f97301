.class public final Lcom/tidetable/SwapWatch;
.super Ljava/lang/Object;
.source "Tools.kt"

# interfaces
.implements Lcom/tidetable/Tool;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tools.kt\ncom/tidetable/SwapWatch\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,112:1\n1#2:113\n*E\n"
.end annotation

.field private final from:Ljava/lang/String;
.field private final to:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "from"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "to"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    iput-object v3, v1, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    return-void
.end method

.method public final getFrom()Ljava/lang/String;
    .registers 2
    .line 46
    iget-object v0, v1, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    return-object v0
.end method

.method public final getTo()Ljava/lang/String;
    .registers 2
    .line 46
    iget-object v0, v1, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    return-object v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 47
    const-string v0, "swap_watch"
    return-object v0
.end method

.method public final invoke(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;I)Landroid/os/Bundle;
    .registers 16
    const-string v1, "ctx"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "db"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    move-object v0, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    sget-object v0, Lcom/tidetable/ResumeBook;->INSTANCE:Lcom/tidetable/ResumeBook;
    invoke-virtual/range {v14 .. v14}, Lcom/tidetable/ToolRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move v2, v15
    invoke-virtual/range {v0 .. v2}, Lcom/tidetable/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L64
    .line 51
    const-class v1, Lcom/tidetable/SwapWatchActivity;
    invoke-static {v12, v1}, Lcom/tidetable/IntentsKt;->lockedIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 52
    sget-object v1, Lcom/tidetable/ResumeBook;->INSTANCE:Lcom/tidetable/ResumeBook;
    invoke-static {}, Lcom/tidetable/TideUtil;->shortToken()Ljava/lang/String;
    move-result-object v2
    const-string v4, "shortToken(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move v3, v15
    invoke-virtual/range {v1 .. v3}, Lcom/tidetable/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/tidetable/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 54
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    move-object v9, v8
    .line 113
    const/4 v0, 0x0
    move v10, v0
    .line 54
    const-string v1, "sailor"
    iget-object v2, v11, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    .line 54
    move-object v7, v8
    .line 55
    const-string v1, "rota"
    const-string v3, "sailor = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    iget-object v6, v11, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    aput-object v6, v8, v5
    invoke-virtual {v13, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 56
    const-string v0, "{\"swapped\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;)Lcom/tidetable/SwapWatch;
    .registers 5
    const-string v1, "from"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "to"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/tidetable/SwapWatch;
    invoke-direct {v0, v3, v4}, Lcom/tidetable/SwapWatch;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/tidetable/SwapWatch;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/tidetable/SwapWatch;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    move-object v3, v0
    :L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    move-object v4, v0
    :L22
    invoke-virtual {v2, v3, v4}, Lcom/tidetable/SwapWatch;->copy(Ljava/lang/String;Ljava/lang/String;)Lcom/tidetable/SwapWatch;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    iget-object v1, v4, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SwapWatch(from="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", to="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v4, Lcom/tidetable/SwapWatch;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/tidetable/SwapWatch;
    move-object v2, v4
    iget-object v0, v3, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    iget-object v1, v2, Lcom/tidetable/SwapWatch;->from:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget-object v0, v3, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    iget-object v1, v2, Lcom/tidetable/SwapWatch;->to:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
    :L53
    const/4 v0, 0x1
    return v0
.end method

