.class public final Lapp/larder/kitchen/data/RequestLedger;
.super Ljava/lang/Object;
.source "RequestLedger.kt"


# static fields
.field private static final Companion:Lapp/larder/kitchen/data/RequestLedger$Companion;

.field public static final DONE:Ljava/lang/String; = "done"

.field public static final RUNNING:Ljava/lang/String; = "running"


# instance fields
.field private final db:Lapp/larder/kitchen/data/LarderDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/kitchen/data/RequestLedger$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/RequestLedger$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/data/RequestLedger;->Companion:Lapp/larder/kitchen/data/RequestLedger$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/kitchen/data/LarderDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/data/RequestLedger;->db:Lapp/larder/kitchen/data/LarderDb;

    return-void
.end method


# virtual methods
.method public final claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/kitchen/data/Claim;
    .registers 19

    move-object/from16 v0, p1

    const-string v1, "key"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "argsDigest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    move-object v10, v9

    const/4 v11, 0x0

    .line 18
    const-string v1, "dedup_key"

    move-object/from16 v2, p1

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    const-string v1, "tool"

    move-object/from16 v2, p2

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 20
    const-string v1, "args_digest"

    move-object/from16 v2, p3

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 21
    const-string v1, "state"

    const-string v2, "running"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 17
    move-object v8, v9

    .line 24
    iget-object v0, p0, Lapp/larder/kitchen/data/RequestLedger;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v8, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    move-result-wide v9

    .line 25
    const-wide/16 v2, -0x1

    cmp-long v0, v9, v2

    if-eqz v0, :cond_0

    sget-object v0, Lapp/larder/kitchen/data/Claim$Fresh;->INSTANCE:Lapp/larder/kitchen/data/Claim$Fresh;

    check-cast v0, Lapp/larder/kitchen/data/Claim;

    return-object v0

    .line 26
    :cond_0
    iget-object v0, p0, Lapp/larder/kitchen/data/RequestLedger;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 27
    const/4 v2, 0x4

    new-array v11, v2, [Ljava/lang/String;

    const-string v4, "tool"

    const/4 v3, 0x0

    aput-object v4, v11, v3

    const-string v4, "args_digest"

    const/4 v3, 0x1

    aput-object v4, v11, v3

    const-string v4, "state"

    const/4 v3, 0x2

    aput-object v4, v11, v3

    const-string v4, "outcome"

    const/4 v3, 0x3

    aput-object v4, v11, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v11

    move-object v11, v4

    const/4 v5, 0x0

    aput-object p1, v11, v5

    .line 26
    move-object v4, v11

    const-string v1, "requests"

    const-string v3, "dedup_key = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    check-cast v11, Ljava/io/Closeable;

    .line 28
    const/4 v12, 0x0

    :try_start_0
    move-object v0, v11

    check-cast v0, Landroid/database/Cursor;

    move-object v13, v0

    const/4 v14, 0x0

    .line 30
    invoke-interface {v13}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lapp/larder/kitchen/data/Claim$Reused;->INSTANCE:Lapp/larder/kitchen/data/Claim$Reused;

    check-cast v0, Lapp/larder/kitchen/data/Claim;

    goto :goto_0

    .line 31
    :cond_1
    const/4 v1, 0x0

    invoke-interface {v13, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x1

    invoke-interface {v13, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    sget-object v0, Lapp/larder/kitchen/data/Claim$Reused;->INSTANCE:Lapp/larder/kitchen/data/Claim$Reused;

    check-cast v0, Lapp/larder/kitchen/data/Claim;

    goto :goto_0

    .line 32
    :cond_3
    const/4 v1, 0x2

    invoke-interface {v13, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, "done"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lapp/larder/kitchen/data/Claim$Finished;

    const/4 v3, 0x3

    invoke-interface {v13, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/kitchen/data/Claim$Finished;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/data/Claim;

    goto :goto_0

    .line 33
    :cond_4
    sget-object v0, Lapp/larder/kitchen/data/Claim$Running;->INSTANCE:Lapp/larder/kitchen/data/Claim$Running;

    check-cast v0, Lapp/larder/kitchen/data/Claim;

    .line 28
    :goto_0
    move-object v13, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v13

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v14

    move-object v12, v14

    throw v14
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v14

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v14

    .line 26
    :goto_1
    return-object v0
.end method

.method public final finish(Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    move-object v8, v7

    const/4 v9, 0x0

    .line 40
    const-string v1, "state"

    const-string v2, "done"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    const-string v1, "outcome"

    invoke-virtual {v8, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    move-object v6, v7

    .line 43
    iget-object v0, p0, Lapp/larder/kitchen/data/RequestLedger;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v7, v5

    const-string v1, "requests"

    const-string v3, "dedup_key = ?"

    invoke-virtual {v0, v1, v6, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 44
    return-void
.end method

.method public final release(Ljava/lang/String;)V
    .registers 9

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    iget-object v0, p0, Lapp/larder/kitchen/data/RequestLedger;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x2

    new-array v6, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v6, v4

    const-string v5, "running"

    const/4 v4, 0x1

    aput-object v5, v6, v4

    const-string v1, "requests"

    const-string v2, "dedup_key = ? AND state = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 49
    return-void
.end method
