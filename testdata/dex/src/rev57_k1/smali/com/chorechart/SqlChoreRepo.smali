.class public final Lcom/chorechart/SqlChoreRepo;
.super Ljava/lang/Object;
.source "Locator.kt"

# interfaces
.implements Lcom/chorechart/ChoreRepo;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLocator.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Locator.kt\ncom/chorechart/SqlChoreRepo\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,61:1\n1#2:62\n*E\n"
.end annotation

.field private final ctx:Landroid/content/Context;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/chorechart/SqlChoreRepo;->ctx:Landroid/content/Context;
    return-void
.end method

.method public byRoom(Ljava/lang/String;)Ljava/lang/String;
    .registers 10
    const-string v1, "room"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    sget-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    iget-object v1, v8, Lcom/chorechart/SqlChoreRepo;->ctx:Landroid/content/Context;
    invoke-virtual {v0, v1}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT title FROM chores WHERE room = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v9, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_37
    nop
    check-cast v4, Landroid/database/Cursor;
    move-object v6, v4
    .line 62
    const/4 v0, 0x0
    move v7, v0
    .line 47
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v8, v6}, Lcom/chorechart/SqlChoreRepo;->render(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object v0
    .line 47
    move-object v6, v0
    :t_60
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v6
    goto :L88
    :t_70
    :L70
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_78
    :L78
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L88
    .line 47
    return-object v0
    .catch Ljava/lang/Throwable; {:t_37 .. :t_60} :L70
    .catchall {:t_37 .. :t_60} :L78
    .catchall {:t_70 .. :t_78} :L78
.end method

.method public search(Ljava/lang/String;)Ljava/lang/String;
    .registers 11
    const-string v1, "text"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    sget-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    iget-object v1, v9, Lcom/chorechart/SqlChoreRepo;->ctx:Landroid/content/Context;
    invoke-virtual {v0, v1}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT title FROM chores WHERE title LIKE \'%"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "%\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_32
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    .line 62
    const/4 v0, 0x0
    move v8, v0
    .line 50
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v9, v7}, Lcom/chorechart/SqlChoreRepo;->render(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object v0
    .line 50
    move-object v7, v0
    :t_55
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v7
    goto :L83
    :t_65
    :L65
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_73
    :L73
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L83
    .line 50
    return-object v0
    .catch Ljava/lang/Throwable; {:t_32 .. :t_55} :L65
    .catchall {:t_32 .. :t_55} :L73
    .catchall {:t_65 .. :t_73} :L73
.end method

.method private final render(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 6
    .line 53
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v2, "["
    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    move-object v3, v0
    :L10
    .line 54
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L52
    .line 55
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->length()I
    move-result v0
    const/4 v1, 0x1
    if-le v0, v1, :L34
    const/16 v1, 0x2c
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    :L34
    .line 56
    const/4 v2, 0x0
    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    goto :L10
    :L52
    .line 58
    const/16 v1, 0x5d
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

