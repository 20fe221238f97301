.class public final Lcom/lendshelf/SearchGames;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelfTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/SearchGames\n+ 2 Shelf.kt\ncom/lendshelf/ShelfKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,139:1\n36#2:140\n1#3:141\n*S KotlinDebug\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/SearchGames\n*L\n31#1:140\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/SearchGames;
.field private static final name:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 27
    sget-object v0, Lcom/lendshelf/SearchGames;->name:Ljava/lang/String;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "ctx"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const-string v1, "title"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 31
    invoke-static {v12}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v7, v0
    const-string v0, "title"
    move-object v8, v0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v9, v5
    const/4 v0, 0x0
    move v10, v0
    .line 140
    const-class v1, Lcom/lendshelf/Game;
    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT _id FROM "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " WHERE "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    const-string v2, "rawQuery(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v7, v0
    .line 31
    const/4 v0, 0x0
    move-object v8, v0
    :t_76
    nop
    check-cast v7, Landroid/database/Cursor;
    move-object v9, v7
    .line 141
    const/4 v0, 0x0
    move v10, v0
    .line 31
    invoke-interface {v9}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 31
    move v9, v0
    :t_96
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v9
    goto :L129
    :t_108
    :L108
    move-exception v0
    move-object v10, v0
    move-object v8, v10
    throw v10
    :t_117
    :L117
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
    :L129
    .line 31
    move v6, v0
    .line 32
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"matches\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_76 .. :t_96} :L108
    .catchall {:t_76 .. :t_96} :L117
    .catchall {:t_108 .. :t_117} :L117
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "SearchGames"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, 0x4ad1f259
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/lendshelf/SearchGames;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/lendshelf/SearchGames;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/SearchGames;
    invoke-direct {v0}, Lcom/lendshelf/SearchGames;-><init>()V
    sput-object v0, Lcom/lendshelf/SearchGames;->INSTANCE:Lcom/lendshelf/SearchGames;
    .line 27
    const-string v0, "search_games"
    sput-object v0, Lcom/lendshelf/SearchGames;->name:Ljava/lang/String;
    return-void
.end method

