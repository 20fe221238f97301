.class public final Lcom/tidewell/home/HomeDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HomeDb.kt"


# static fields
.field private static final COLUMNS:Ljava/lang/String; = "id, owner_uid, title, due_at, repeat_ms"

.field public static final Companion:Lcom/tidewell/home/HomeDb$Companion;

.field private static instance:Lcom/tidewell/home/HomeDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tidewell/home/HomeDb$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidewell/home/HomeDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "tidewell.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/tidewell/home/HomeDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/tidewell/home/HomeDb;
    .registers 1

    .line 14
    sget-object v0, Lcom/tidewell/home/HomeDb;->instance:Lcom/tidewell/home/HomeDb;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/tidewell/home/HomeDb;)V
    .registers 1

    .line 14
    sput-object p0, Lcom/tidewell/home/HomeDb;->instance:Lcom/tidewell/home/HomeDb;

    return-void
.end method

.method private final toReminder(Landroid/database/Cursor;)Lcom/tidewell/home/Reminder;
    .registers 12

    .line 109
    new-instance v0, Lcom/tidewell/home/Reminder;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    const/4 v6, 0x2

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x3

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    const/4 v9, 0x4

    invoke-interface {p1, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    move-wide v1, v2

    move v3, v4

    move-object v4, v5

    move-wide v5, v6

    move-wide v7, v8

    invoke-direct/range {v0 .. v8}, Lcom/tidewell/home/Reminder;-><init>(JILjava/lang/String;JJ)V

    return-object v0
.end method


# virtual methods
.method public final advance(JJ)Lcom/tidewell/home/Reminder;
    .registers 20

    .line 99
    move-wide/from16 v1, p1

    invoke-virtual {p0, v1, v2}, Lcom/tidewell/home/HomeDb;->reminder(J)Lcom/tidewell/home/Reminder;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v10, v0

    .line 100
    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getRepeatMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 101
    :cond_1
    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getDueAt()J

    move-result-wide v11

    .line 102
    :goto_0
    cmp-long v0, v11, p3

    if-gtz v0, :cond_2

    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getRepeatMs()J

    move-result-wide v2

    add-long v0, v11, v2

    move-wide v11, v0

    goto :goto_0

    .line 103
    :cond_2
    new-instance v13, Landroid/content/ContentValues;

    invoke-direct {v13}, Landroid/content/ContentValues;-><init>()V

    .line 104
    invoke-static {v11, v12}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "due_at"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 105
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v14, v4, [Ljava/lang/String;

    move-wide/from16 v6, p1

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v14, v5

    const-string v1, "reminders"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v13, v3, v14}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 106
    new-instance v0, Lcom/tidewell/home/Reminder;

    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v2

    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getOwnerUid()I

    move-result v4

    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v10}, Lcom/tidewell/home/Reminder;->getRepeatMs()J

    move-result-wide v8

    move-wide v1, v2

    move v3, v4

    move-object v4, v5

    move-wide v5, v11

    move-wide v7, v8

    invoke-direct/range {v0 .. v8}, Lcom/tidewell/home/Reminder;-><init>(JILjava/lang/String;JJ)V

    return-object v0
.end method

.method public final cancelReminder(J)Z
    .registers 12

    .line 92
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 93
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancelled"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 94
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "reminders"

    const-string v3, "id = ? AND cancelled = 0"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

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

.method public final insertReminder(Lcom/tidewell/home/Reminder;)Lcom/tidewell/home/Reminder;
    .registers 15

    const-string v1, "draft"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 70
    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getOwnerUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "owner_uid"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 71
    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getDueAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "due_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 73
    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getRepeatMs()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "repeat_ms"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 74
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v11

    .line 75
    new-instance v0, Lcom/tidewell/home/Reminder;

    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getOwnerUid()I

    move-result v4

    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getDueAt()J

    move-result-wide v6

    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getRepeatMs()J

    move-result-wide v8

    move-wide v1, v11

    move v3, v4

    move-object v4, v5

    move-wide v5, v6

    move-wide v7, v8

    invoke-direct/range {v0 .. v8}, Lcom/tidewell/home/Reminder;-><init>(JILjava/lang/String;JJ)V

    return-object v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const-string v0, "CREATE TABLE replays (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_digest TEXT NOT NULL, status TEXT NOT NULL, data TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 22
    const-string v0, "CREATE TABLE outgoing (ref TEXT PRIMARY KEY, recipient TEXT NOT NULL, body TEXT NOT NULL, sent_by INTEGER NOT NULL, sent_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE reminders (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_uid INTEGER NOT NULL, title TEXT NOT NULL, due_at INTEGER NOT NULL, repeat_ms INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    const-string v0, "DROP TABLE IF EXISTS replays"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "DROP TABLE IF EXISTS outgoing"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "DROP TABLE IF EXISTS reminders"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    invoke-virtual {p0, p1}, Lcom/tidewell/home/HomeDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 37
    return-void
.end method

.method public final prior(Lcom/tidewell/home/RetryKey;)Lcom/tidewell/home/Prior;
    .registers 14

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 41
    const/4 v2, 0x3

    new-array v8, v2, [Ljava/lang/String;

    invoke-virtual {p1}, Lcom/tidewell/home/RetryKey;->getUid()I

    move-result v4

    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v8, v3

    invoke-virtual {p1}, Lcom/tidewell/home/RetryKey;->getProviderId()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v8, v3

    invoke-virtual {p1}, Lcom/tidewell/home/RetryKey;->getRequestId()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x2

    aput-object v4, v8, v3

    .line 39
    const-string v1, "SELECT tool, args_digest, status, data FROM replays WHERE uid = ? AND provider_id = ? AND request_id = ?"

    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 42
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 120
    const/4 v11, 0x0

    .line 42
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tidewell/home/Prior;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x3

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/tidewell/home/Prior;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_1
    return-object v0
.end method

.method public final record(Lcom/tidewell/home/RetryKey;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 11

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "argsDigest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "reply"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 46
    invoke-virtual {p1}, Lcom/tidewell/home/RetryKey;->getUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 47
    invoke-virtual {p1}, Lcom/tidewell/home/RetryKey;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    invoke-virtual {p1}, Lcom/tidewell/home/RetryKey;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 49
    const-string v1, "tool"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    const-string v1, "args_digest"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    const-string v3, "status"

    invoke-virtual {p4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    const-string v3, "data"

    invoke-virtual {p4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 54
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "replays"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v5, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 55
    return-void
.end method

.method public final recordOutgoing(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 10

    const-string v1, "ref"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "recipient"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "body"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 59
    const-string v1, "ref"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    const-string v1, "recipient"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    const-string v1, "body"

    invoke-virtual {v4, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "sent_by"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 63
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "sent_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 64
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "outgoing"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 65
    return-void
.end method

.method public final reminder(J)Lcom/tidewell/home/Reminder;
    .registers 12

    .line 78
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 79
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    .line 78
    const-string v1, "SELECT id, owner_uid, title, due_at, repeat_ms FROM reminders WHERE id = ? AND cancelled = 0"

    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    check-cast v5, Ljava/io/Closeable;

    .line 80
    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Landroid/database/Cursor;

    move-object v7, v0

    .line 120
    const/4 v8, 0x0

    .line 80
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v7}, Lcom/tidewell/home/HomeDb;->toReminder(Landroid/database/Cursor;)Lcom/tidewell/home/Reminder;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v7, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v7

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    :goto_1
    return-object v0
.end method

.method public final upcoming(J)Ljava/util/List;
    .registers 13

    .line 82
    invoke-virtual {p0}, Lcom/tidewell/home/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 84
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    .line 82
    const-string v1, "SELECT id, owner_uid, title, due_at, repeat_ms FROM reminders WHERE cancelled = 0 AND (due_at > ? OR repeat_ms > 0) ORDER BY due_at"

    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    check-cast v5, Ljava/io/Closeable;

    .line 85
    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Landroid/database/Cursor;

    move-object v7, v0

    const/4 v8, 0x0

    .line 86
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 87
    :goto_0
    invoke-interface {v7}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v7}, Lcom/tidewell/home/HomeDb;->toReminder(Landroid/database/Cursor;)Lcom/tidewell/home/Reminder;

    move-result-object v1

    invoke-virtual {v9, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 85
    :cond_0
    move-object v7, v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v7

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 89
    return-object v0
.end method
