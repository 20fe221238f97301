.class public final Lcom/kitelog/SpotRepo;
.super Ljava/lang/Object;
.source "Data.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nData.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Data.kt\ncom/kitelog/SpotRepo\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,74:1\n1#2:75\n*E\n"
.end annotation

.field private final store:Lcom/kitelog/SpotDb;

.method public constructor <init>(Lcom/kitelog/SpotDb;)V
    .registers 3
    const-string v0, "store"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    return-void
.end method

.method public final findByName(Ljava/lang/String;)Ljava/util/List;
    .registers 8
    const-string v1, "name"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v1, v6, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v1}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "SELECT name, wind FROM spots WHERE name = \'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    const-string v3, "rawQuery(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v1}, Lcom/kitelog/SpotRepo;->read(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final inCountry(Ljava/lang/String;)Ljava/util/List;
    .registers 8
    const-string v1, "country"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    iget-object v1, v6, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v1}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "SELECT name FROM spots WHERE country = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v5, v3
    const/4 v4, 0x0
    aput-object v7, v5, v4
    invoke-virtual {v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    const-string v3, "rawQuery(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v1}, Lcom/kitelog/SpotRepo;->read(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final names()Ljava/util/List;
    .registers 5
    .line 38
    iget-object v1, v4, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v1}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "SELECT name FROM spots"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    const-string v3, "rawQuery(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v4, v1}, Lcom/kitelog/SpotRepo;->read(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final purge(Ljava/lang/String;)V
    .registers 8
    const-string v1, "spot"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    iget-object v0, v6, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v0}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "spots"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v5, v3
    const/4 v4, 0x0
    aput-object v7, v5, v4
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 42
    return-void
.end method

.method public final archive(Ljava/lang/String;)V
    .registers 14
    const-string v1, "spot"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    iget-object v0, v12, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v0}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "spots"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v2
    move-object v7, v6
    .line 75
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 45
    const-string v1, "archived"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 45
    .line 45
    const-string v3, "name = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object v13, v6, v5
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 46
    return-void
.end method

.method public final markPending(Ljava/lang/String;)V
    .registers 14
    const-string v1, "spot"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    iget-object v0, v12, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v0}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "spots"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v2
    move-object v7, v6
    .line 75
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 49
    const-string v1, "pending"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 49
    .line 49
    const-string v3, "name = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object v13, v6, v5
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 50
    return-void
.end method

.method public final touch(ILjava/lang/String;)V
    .registers 14
    const-string v1, "spot"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    iget-object v0, v11, Lcom/kitelog/SpotRepo;->store:Lcom/kitelog/SpotDb;
    invoke-virtual {v0}, Lcom/kitelog/SpotDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "visits"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    .line 75
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 53
    const-string v1, "uid"
    invoke-static {v12}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "spot"
    move-object v0, v5
    move-object v2, v13
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 53
    .line 53
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 54
    return-void
.end method

.method private final read(Landroid/database/Cursor;)Ljava/util/List;
    .registers 6
    .line 57
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    move-object v3, v0
    :L8
    .line 58
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L32
    const/4 v2, 0x0
    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    goto :L8
    :L32
    .line 59
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 60
    return-object v3
.end method

