.class public final Lapp/trailmark/logbook/data/SqlJournal;
.super Ljava/lang/Object;
.source "Journal.kt"

# interfaces
.implements Lapp/trailmark/logbook/data/Journal;


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final Companion:Lapp/trailmark/logbook/data/SqlJournal$Companion;


# instance fields
.field private final db:Lapp/trailmark/logbook/data/TrailDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/trailmark/logbook/data/SqlJournal$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/data/SqlJournal$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/data/SqlJournal;->Companion:Lapp/trailmark/logbook/data/SqlJournal$Companion;

    .line 53
    const/4 v0, 0x4

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "id"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "route_id"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "text"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "written_at"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sput-object v3, Lapp/trailmark/logbook/data/SqlJournal;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lapp/trailmark/logbook/data/TrailDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/data/SqlJournal;->db:Lapp/trailmark/logbook/data/TrailDb;

    return-void
.end method

.method public static final synthetic access$getCOLUMNS$cp()[Ljava/lang/String;
    .registers 1

    .line 24
    sget-object v0, Lapp/trailmark/logbook/data/SqlJournal;->COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method private final getEntry(Landroid/database/Cursor;)Lapp/trailmark/logbook/data/Entry;
    .registers 10

    .line 26
    new-instance v0, Lapp/trailmark/logbook/data/Entry;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p1, v5}, Landroid/database/Cursor;->isNull(I)Z

    move-result v4

    if-eqz v4, :cond_0

    const/4 v4, 0x0

    goto :goto_0

    :cond_0
    const/4 v5, 0x1

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    :goto_0
    const/4 v6, 0x2

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x3

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    move-wide v1, v2

    move-object v3, v4

    move-object v4, v5

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/trailmark/logbook/data/Entry;-><init>(JLjava/lang/Long;Ljava/lang/String;J)V

    return-object v0
.end method


# virtual methods
.method public add(Ljava/lang/Long;Ljava/lang/String;)J
    .registers 14

    const-string v1, "text"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    move-object v6, v5

    const/4 v7, 0x0

    .line 34
    move-object v0, p1

    if-eqz p1, :cond_0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v8

    .line 74
    const/4 v10, 0x0

    .line 34
    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "route_id"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    goto :goto_0

    .line 35
    :cond_0
    :goto_0
    const-string v1, "text"

    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "written_at"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 33
    move-object v4, v5

    .line 38
    iget-object v0, p0, Lapp/trailmark/logbook/data/SqlJournal;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "entries"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public archiveBatch(JI)I
    .registers 21

    .line 44
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/data/SqlJournal;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 45
    const/4 v2, 0x1

    new-array v10, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v10, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v10

    move-object v10, v4

    move-wide/from16 v6, p1

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v10, v5

    move/from16 v8, p3

    invoke-static {v8}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v8

    .line 44
    move-object v4, v10

    const-string v1, "entries"

    const-string v3, "archived = 0 AND written_at < ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "id"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    check-cast v10, Ljava/io/Closeable;

    .line 46
    const/4 v11, 0x0

    :try_start_0
    move-object v0, v10

    check-cast v0, Landroid/database/Cursor;

    move-object v12, v0

    .line 74
    const/4 v13, 0x0

    .line 46
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v14

    move-object v15, v14

    .line 74
    const/16 v16, 0x0

    .line 46
    :goto_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x0

    invoke-interface {v12, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v15, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_0
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v12
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v12

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v13

    move-object v11, v13

    throw v13
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v13

    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v13

    .line 44
    :goto_1
    move-object v9, v0

    .line 47
    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    move-object v12, v11

    .line 74
    const/4 v13, 0x0

    .line 47
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "archived"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    move-object v10, v11

    .line 48
    invoke-interface {v9}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_2
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v12

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/data/SqlJournal;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v14, v4, [Ljava/lang/String;

    invoke-static {v12, v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v14, v5

    const-string v1, "entries"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v10, v3, v14}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    goto :goto_2

    .line 49
    :cond_1
    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v0

    return v0
.end method

.method public delete(J)Z
    .registers 10

    .line 41
    iget-object v0, p0, Lapp/trailmark/logbook/data/SqlJournal;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "entries"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public recent(I)Ljava/util/List;
    .registers 18

    .line 29
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/data/SqlJournal;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lapp/trailmark/logbook/data/SqlJournal;->COLUMNS:[Ljava/lang/String;

    move/from16 v8, p1

    invoke-static {v8}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v8

    const-string v1, "entries"

    const-string v3, "archived = 0"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "written_at DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    .line 30
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    .line 74
    const/4 v12, 0x0

    .line 30
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v13

    move-object v14, v13

    .line 74
    const/4 v15, 0x0

    .line 30
    :goto_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, p0

    invoke-direct {v1, v11}, Lapp/trailmark/logbook/data/SqlJournal;->getEntry(Landroid/database/Cursor;)Lapp/trailmark/logbook/data/Entry;

    move-result-object v1

    invoke-interface {v14, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_0
    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    :goto_1
    return-object v0
.end method
