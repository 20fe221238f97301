.class public final Lapp/kestrel/notes/data/ReminderStore;
.super Ljava/lang/Object;
.source "ReminderStore.kt"


# instance fields
.field private final db:Lapp/kestrel/notes/data/KestrelDb;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/data/KestrelDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/data/ReminderStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    return-void
.end method


# virtual methods
.method public final add(Ljava/lang/String;JLjava/lang/String;)J
    .registers 9

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 30
    const-string v1, "text"

    invoke-virtual {v3, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "due_at"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 32
    const-string v1, "link_package"

    invoke-virtual {v3, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    iget-object v0, p0, Lapp/kestrel/notes/data/ReminderStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final clearDone()I
    .registers 5

    .line 42
    iget-object v0, p0, Lapp/kestrel/notes/data/ReminderStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    const-string v2, "done = 1"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final open(I)Ljava/util/List;
    .registers 16

    .line 15
    iget-object v0, p0, Lapp/kestrel/notes/data/ReminderStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x5

    new-array v12, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v12, v3

    const-string v4, "text"

    const/4 v3, 0x1

    aput-object v4, v12, v3

    const-string v4, "due_at"

    const/4 v3, 0x2

    aput-object v4, v12, v3

    const-string v4, "link_package"

    const/4 v3, 0x3

    aput-object v4, v12, v3

    const-string v4, "done"

    const/4 v3, 0x4

    aput-object v4, v12, v3

    move-object v2, v12

    const-string v1, "reminders"

    const-string v3, "done = 0"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "due_at ASC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 17
    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    .line 19
    :goto_0
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v12}, Ljava/util/ArrayList;->size()I

    move-result v0

    if-ge v0, p1, :cond_1

    .line 20
    new-instance v1, Lapp/kestrel/notes/data/ReminderRow;

    const/4 v4, 0x0

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {v11, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {v11, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    const/4 v9, 0x3

    invoke-interface {v11, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    const/4 v10, 0x4

    invoke-interface {v11, v10}, Landroid/database/Cursor;->getInt(I)I

    move-result v9

    move-object v0, v12

    if-eqz v9, :cond_0

    const/4 v9, 0x1

    goto :goto_1

    :cond_0
    const/4 v9, 0x0

    :goto_1
    move-wide v2, v3

    move-object v4, v5

    move-wide v5, v6

    move-object v7, v8

    move v8, v9

    invoke-direct/range {v1 .. v8}, Lapp/kestrel/notes/data/ReminderRow;-><init>(JLjava/lang/String;JLjava/lang/String;Z)V

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 23
    :cond_1
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 24
    goto :goto_2

    .line 23
    :catchall_0
    move-exception v13

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    throw v13

    .line 25
    :goto_2
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public final snooze(JJ)I
    .registers 15

    .line 37
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 38
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v6, 0xea60

    mul-long v4, p3, v6

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "due_at"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 39
    iget-object v0, p0, Lapp/kestrel/notes/data/ReminderStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v9, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v9, v5

    const-string v1, "reminders"

    const-string v3, "id = ? AND done = 0"

    invoke-virtual {v0, v1, v8, v3, v9}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method
