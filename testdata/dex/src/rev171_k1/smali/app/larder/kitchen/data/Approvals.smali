.class public final Lapp/larder/kitchen/data/Approvals;
.super Ljava/lang/Object;
.source "Approvals.kt"


# static fields
.field private static final Companion:Lapp/larder/kitchen/data/Approvals$Companion;

.field public static final TTL_MS:J = 0x927c0L


# instance fields
.field private final db:Lapp/larder/kitchen/data/LarderDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/kitchen/data/Approvals$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/Approvals$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/data/Approvals;->Companion:Lapp/larder/kitchen/data/Approvals$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/kitchen/data/LarderDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/data/Approvals;->db:Lapp/larder/kitchen/data/LarderDb;

    return-void
.end method

.method private final load(Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;
    .registers 14

    .line 72
    iget-object v0, p0, Lapp/larder/kitchen/data/Approvals;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 73
    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "record"

    const/4 v3, 0x0

    aput-object v4, v8, v3

    .line 74
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v8

    move-object v8, v4

    const/4 v5, 0x0

    aput-object p1, v8, v5

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v8, v5

    .line 72
    move-object v4, v8

    const-string v1, "approvals"

    const-string v3, "token = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 75
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 82
    const/4 v11, 0x0

    .line 75
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lapp/larder/kitchen/data/Approval;->Companion:Lapp/larder/kitchen/data/Approval$Companion;

    new-instance v2, Lorg/json/JSONObject;

    const/4 v5, 0x0

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, p1, v2}, Lapp/larder/kitchen/data/Approval$Companion;->fromJson(Ljava/lang/String;Lorg/json/JSONObject;)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

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

.method public static synthetic park$default(Lapp/larder/kitchen/data/Approvals;Lapp/larder/kitchen/data/Approval;JILjava/lang/Object;)Lapp/larder/kitchen/data/Approval;
    .registers 7

    .line 47
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_0

    const-wide/32 p2, 0x927c0

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lapp/larder/kitchen/data/Approvals;->park(Lapp/larder/kitchen/data/Approval;J)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final decide(Ljava/lang/String;Z)Z
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "token"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lapp/larder/kitchen/data/Approvals;->pending(Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

    if-eqz v0, :cond_1

    move/from16 v9, p2

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x1

    const/16 v10, 0x7f

    const/4 v11, 0x0

    invoke-static/range {v0 .. v11}, Lapp/larder/kitchen/data/Approval;->copy$default(Lapp/larder/kitchen/data/Approval;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZILjava/lang/Object;)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v12, v0

    const/4 v13, 0x0

    .line 60
    new-instance v14, Landroid/content/ContentValues;

    invoke-direct {v14}, Landroid/content/ContentValues;-><init>()V

    move-object v15, v14

    .line 82
    const/16 v16, 0x0

    .line 60
    invoke-virtual {v12}, Lapp/larder/kitchen/data/Approval;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "record"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v17, v14

    .line 61
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/kitchen/data/Approvals;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v14, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v14, v5

    const-string v1, "approvals"

    move-object/from16 v2, v17

    const-string v3, "token = ?"

    invoke-virtual {v0, v1, v2, v3, v14}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 59
    :goto_0
    goto :goto_1

    .line 62
    :cond_1
    const/4 v0, 0x0

    :goto_1
    return v0
.end method

.method public final park(Lapp/larder/kitchen/data/Approval;J)Lapp/larder/kitchen/data/Approval;
    .registers 14

    const-string v1, "approval"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    move-object v4, p1

    move-object v5, v4

    const/4 v6, 0x0

    .line 48
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    move-object v8, v7

    const/4 v9, 0x0

    .line 49
    invoke-virtual {v5}, Lapp/larder/kitchen/data/Approval;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "token"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    invoke-virtual {v5}, Lapp/larder/kitchen/data/Approval;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "record"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    add-long/2addr v2, p2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 52
    move-object v8, v7

    .line 82
    const/4 v9, 0x0

    .line 52
    iget-object v0, p0, Lapp/larder/kitchen/data/Approvals;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 53
    return-object v4
.end method

.method public final pending(Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-direct {p0, p1}, Lapp/larder/kitchen/data/Approvals;->load(Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v2, v0

    move-object v3, v2

    .line 82
    const/4 v4, 0x0

    .line 56
    invoke-virtual {v3}, Lapp/larder/kitchen/data/Approval;->getDecided()Z

    move-result v0

    if-nez v0, :cond_0

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;
    .registers 19

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "requestId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "argsDigest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    invoke-direct {p0, p1}, Lapp/larder/kitchen/data/Approvals;->load(Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;

    move-result-object v5

    .line 67
    if-eqz v5, :cond_5

    .line 66
    move-object v7, v5

    .line 67
    move-object v8, v7

    .line 82
    const/4 v9, 0x0

    .line 67
    invoke-virtual {v8}, Lapp/larder/kitchen/data/Approval;->getDecided()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v7

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v6, v0

    .line 68
    if-eqz v6, :cond_5

    .line 66
    move-object v8, v6

    .line 68
    move-object v9, v8

    .line 82
    const/4 v10, 0x0

    .line 68
    iget-object v0, p0, Lapp/larder/kitchen/data/Approvals;->db:Lapp/larder/kitchen/data/LarderDb;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v11, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v11, v4

    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v0, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 66
    move-object v9, v8

    .line 69
    move-object v10, v9

    .line 82
    const/4 v11, 0x0

    .line 69
    invoke-virtual {v10}, Lapp/larder/kitchen/data/Approval;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_1

    invoke-virtual {v10}, Lapp/larder/kitchen/data/Approval;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v10}, Lapp/larder/kitchen/data/Approval;->getTool()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p4

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    move-object v0, v9

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    move-object v8, v0

    .line 70
    if-eqz v8, :cond_5

    .line 66
    move-object v9, v8

    .line 70
    move-object v10, v9

    .line 82
    const/4 v11, 0x0

    .line 70
    invoke-virtual {v10}, Lapp/larder/kitchen/data/Approval;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p5

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v10}, Lapp/larder/kitchen/data/Approval;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p6

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x1

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_4

    move-object v0, v9

    goto :goto_4

    :cond_4
    const/4 v0, 0x0

    goto :goto_4

    .line 67
    :cond_5
    const/4 v0, 0x0

    .line 70
    :goto_4
    return-object v0
.end method
