.class public final Lcom/example/r33k1/LockHub;
.super Ljava/lang/Object;
.source "LockHub.kt"

.field public static final INSTANCE:Lcom/example/r33k1/LockHub;
.field public static prefs:Landroid/content/SharedPreferences;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/LockHub;
    invoke-direct {v0}, Lcom/example/r33k1/LockHub;-><init>()V
    sput-object v0, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLockHub.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LockHub.kt\ncom/example/r33k1/LockHub\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,71:1\n2199#2,2:72\n*S KotlinDebug\n*F\n+ 1 LockHub.kt\ncom/example/r33k1/LockHub\n*L\n24#1:72,2\n*E\n"
.end annotation

.method public final getPrefs()Landroid/content/SharedPreferences;
    .registers 2
    .line 10
    sget-object v0, Lcom/example/r33k1/LockHub;->prefs:Landroid/content/SharedPreferences;
    if-eqz v0, :cond_5
    return-object v0
    :cond_5
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setPrefs(Landroid/content/SharedPreferences;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sput-object p1, Lcom/example/r33k1/LockHub;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method

.method public final state(Ljava/lang/String;IZ)Ljava/lang/String;
    .registers 7
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    if-eqz p3, :cond_12
    sget-object p3, Lcom/example/r33k1/Radio;->INSTANCE:Lcom/example/r33k1/Radio;
    invoke-virtual {p3, p1}, Lcom/example/r33k1/Radio;->poll(Ljava/lang/String;)Z
    move-result p3
    goto :goto_2c
    :cond_12
    sget-object p3, Lcom/example/r33k1/LockHub;->prefs:Landroid/content/SharedPreferences;
    if-eqz p3, :cond_lateinit
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "locked:"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {p3, v0, v1}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z
    move-result p3
    .line 14
    :goto_2c
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"door\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\",\"locked\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ",\"viewer\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
    :cond_lateinit
    const-string p1, "prefs"
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p1, 0x0
    throw p1
.end method

.method public final setLocked(Ljava/lang/String;ZI)V
    .registers 7
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    sget-object v0, Lcom/example/r33k1/Radio;->INSTANCE:Lcom/example/r33k1/Radio;
    if-eqz p2, :cond_e
    const-string v1, "LOCK"
    goto :goto_10
    :cond_e
    const-string v1, "UNLOCK"
    :goto_10
    invoke-virtual {v0, p1, v1}, Lcom/example/r33k1/Radio;->send(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    sget-object v0, Lcom/example/r33k1/LockHub;->prefs:Landroid/content/SharedPreferences;
    if-eqz v0, :cond_lateinit
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "locked:"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p2}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "by:"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-interface {p2, p1, p3}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 20
    return-void
    :cond_lateinit
    const-string p1, "prefs"
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p1, 0x0
    throw p1
.end method

.method public final lockAll(I)I
    .registers 8
    .line 23
    sget-object v0, Lcom/example/r33k1/LockHub;->prefs:Landroid/content/SharedPreferences;
    if-eqz v0, :cond_lateinit
    const-string v1, "doors"
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    move-result-object v0
    if-nez v0, :cond_1a
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v0
    .line 24
    :cond_1a
    move-object v1, v0
    check-cast v1, Ljava/lang/Iterable;
    .local v1, "$this$forEach$iv":Ljava/lang/Iterable;
    const/4 v2, 0x0
    .line 72
    .local v2, "$i$f$forEach":I
    invoke-interface {v1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v3
    :goto_23
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v4
    if-eqz v4, :cond_3a
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/lang/String;
    .local v4, "it":Ljava/lang/String;
    const/4 v5, 0x0
    .line 24
    .local v5, "$i$a$-forEach-LockHub$lockAll$1":I
    sget-object v5, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v6, 0x1
    invoke-virtual {v5, v4, v6, p1}, Lcom/example/r33k1/LockHub;->setLocked(Ljava/lang/String;ZI)V
    .line 72
    .end local v4    # "it":Ljava/lang/String;
    goto :goto_23
    .line 73
    :cond_3a
    nop
    .end local v1    # "$this$forEach$iv":Ljava/lang/Iterable;
    .end local v2    # "$i$f$forEach":I
    .line 25
    invoke-interface {v0}, Ljava/util/Set;->size()I
    move-result p1
    return p1
    :cond_lateinit
    const-string p1, "prefs"
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p1, 0x0
    throw p1
.end method

.method public final history(Ljava/lang/String;II)Ljava/lang/String;
    .registers 8
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"door\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\",\"days\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ",\"for\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ",\"events\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    sget-object p3, Lcom/example/r33k1/LockHub;->prefs:Landroid/content/SharedPreferences;
    if-eqz p3, :cond_lateinit
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "history:"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "[]"
    invoke-interface {p3, p1, v0}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
    :cond_lateinit
    const-string p1, "prefs"
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p1, 0x0
    throw p1
.end method
