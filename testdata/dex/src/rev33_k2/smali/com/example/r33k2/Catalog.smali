.class public final Lcom/example/r33k2/Catalog;
.super Ljava/lang/Object;
.source "Library.kt"

.field public static final INSTANCE:Lcom/example/r33k2/Catalog;
.field public static prefs:Landroid/content/SharedPreferences;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k2/Catalog;
    invoke-direct {v0}, Lcom/example/r33k2/Catalog;-><init>()V
    sput-object v0, Lcom/example/r33k2/Catalog;->INSTANCE:Lcom/example/r33k2/Catalog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLibrary.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Library.kt\ncom/example/r33k2/Catalog\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,73:1\n1#2:74\n*E\n"
.end annotation

.method public final find(Ljava/lang/String;)Lcom/example/r33k2/Lookup;
    .registers 7
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    nop
    .line 27
    :try_start_6
    invoke-virtual {p0}, Lcom/example/r33k2/Catalog;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "episode:"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_36
    const/4 v0, 0x0
    .line 74
    .local v0, "$i$a$-let-Catalog$find$1":I
    .line 27
    new-instance v1, Lcom/example/r33k2/Lookup$Found;
    invoke-direct {v1, p1}, Lcom/example/r33k2/Lookup$Found;-><init>(Ljava/lang/String;)V
    .end local v0    # "$i$a$-let-Catalog$find$1":I
    check-cast v1, Lcom/example/r33k2/Lookup;
    goto :goto_3c
    :cond_36
    sget-object p1, Lcom/example/r33k2/Lookup$Missing;->INSTANCE:Lcom/example/r33k2/Lookup$Missing;
    move-object v1, p1
    check-cast v1, Lcom/example/r33k2/Lookup;
    :try_end_3c
    .catch Ljava/lang/ClassCastException; {:try_start_6 .. :try_end_3c} :catch_3d
    :goto_3c
    goto :goto_48
    .line 28
    :catch_3d
    move-exception p1
    .line 29
    new-instance v1, Lcom/example/r33k2/Lookup$Failed;
    check-cast p1, Ljava/lang/Throwable;
    invoke-direct {v1, p1}, Lcom/example/r33k2/Lookup$Failed;-><init>(Ljava/lang/Throwable;)V
    check-cast v1, Lcom/example/r33k2/Lookup;
    .line 26
    :goto_48
    return-object v1
.end method

.method public final getPrefs()Landroid/content/SharedPreferences;
    .registers 2
    .line 24
    sget-object v0, Lcom/example/r33k2/Catalog;->prefs:Landroid/content/SharedPreferences;
    if-eqz v0, :cond_5
    return-object v0
    :cond_5
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final refresh(Ljava/lang/String;)I
    .registers 6
    const-string v0, "feedUrl"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    const-string v0, "https://"
    const/4 v1, 0x0
    const/4 v2, 0x2
    const/4 v3, 0x0
    invoke-static {p1, v0, v1, v2, v3}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_3f
    const/4 v0, 0x0
    .line 74
    .local v0, "$i$a$-check-Catalog$refresh$1":I
    .line 33
    sget-object v1, Lcom/example/r33k2/Catalog;->INSTANCE:Lcom/example/r33k2/Catalog;
    invoke-virtual {v1}, Lcom/example/r33k2/Catalog;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v1
    invoke-interface {v1}, Landroid/content/SharedPreferences;->getAll()Ljava/util/Map;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "feed "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, " is not https (prefs "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    .end local v0    # "$i$a$-check-Catalog$refresh$1":I
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .line 34
    :cond_3f
    invoke-virtual {p0}, Lcom/example/r33k2/Catalog;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "count:"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result p1
    return p1
.end method

.method public final setPrefs(Landroid/content/SharedPreferences;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    sput-object p1, Lcom/example/r33k2/Catalog;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method
