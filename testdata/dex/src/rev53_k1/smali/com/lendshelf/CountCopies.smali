.class public final Lcom/lendshelf/CountCopies;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelfTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/CountCopies\n+ 2 Shelf.kt\ncom/lendshelf/ShelfKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,139:1\n39#2:140\n1#3:141\n*S KotlinDebug\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/CountCopies\n*L\n41#1:140\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/CountCopies;
.field private static final name:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 37
    sget-object v0, Lcom/lendshelf/CountCopies;->name:Ljava/lang/String;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "ctx"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const-string v1, "title"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 41
    invoke-static {v14}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v8, v0
    const-string v0, "title"
    move-object v9, v0
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v10, v6
    const/4 v0, 0x0
    move v11, v0
    .line 140
    const-class v1, Lcom/lendshelf/Game;
    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "SELECT _id FROM "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " WHERE "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " = ?"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v12, v2
    const/4 v3, 0x0
    aput-object v10, v12, v3
    invoke-virtual {v8, v1, v12}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    const-string v2, "rawQuery(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v8, v0
    .line 41
    const/4 v0, 0x0
    move-object v9, v0
    :t_87
    nop
    check-cast v8, Landroid/database/Cursor;
    move-object v10, v8
    .line 141
    const/4 v0, 0x0
    move v11, v0
    .line 41
    invoke-interface {v10}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 41
    move v10, v0
    :t_107
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v10
    goto :L140
    :t_119
    :L119
    move-exception v0
    move-object v11, v0
    move-object v9, v11
    throw v11
    :t_128
    :L128
    move-exception v0
    move-object v11, v0
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
    :L140
    .line 41
    move v7, v0
    .line 42
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"copies\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_87 .. :t_107} :L119
    .catchall {:t_87 .. :t_107} :L128
    .catchall {:t_119 .. :t_128} :L128
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "CountCopies"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x3c65c6de
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/lendshelf/CountCopies;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/lendshelf/CountCopies;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/CountCopies;
    invoke-direct {v0}, Lcom/lendshelf/CountCopies;-><init>()V
    sput-object v0, Lcom/lendshelf/CountCopies;->INSTANCE:Lcom/lendshelf/CountCopies;
    .line 37
    const-string v0, "count_copies"
    sput-object v0, Lcom/lendshelf/CountCopies;->name:Ljava/lang/String;
    return-void
.end method

