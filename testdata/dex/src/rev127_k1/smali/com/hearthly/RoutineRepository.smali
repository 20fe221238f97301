.class public final Lcom/hearthly/RoutineRepository;
.super Ljava/lang/Object;
.source "Routines.kt"

# static fields
.field public static final Companion:Lcom/hearthly/RoutineRepository$Companion;
.field public static final MAX_PENDING_RUNS:I = 0x5


# instance fields
.field private final ctx:Landroid/content/Context;
.field private final db:Lcom/hearthly/HomeDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthly/RoutineRepository$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthly/RoutineRepository$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthly/RoutineRepository;->Companion:Lcom/hearthly/RoutineRepository$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/hearthly/HomeDb;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/RoutineRepository;->ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    return-void
.end method

.method private final routine(Landroid/database/Cursor;)Lcom/hearthly/Routine;
    .registers 8
    .line 85
    new-instance v0, Lcom/hearthly/Routine;
    const/4 v2, 0x0
    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x1
    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x2
    invoke-interface {p1, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x3
    invoke-interface {p1, v5}, Landroid/database/Cursor;->getInt(I)I
    move-result v4
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthly/Routine;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    return-object v0
.end method


# virtual methods
.method public final arm(Lcom/hearthly/Routine;JI)Ljava/lang/String;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "routine"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v6
    .line 54
    const/4 v2, 0x2
    new-array v8, v2, [Ljava/lang/String;
    move/from16 v4, p4
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v8, v3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x1
    aput-object v4, v8, v3
    const-string v1, "SELECT COUNT(*) FROM runs WHERE requested_by = ? AND at > ?"
    invoke-virtual {v6, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    .line 55
    const/4 v9, 0x0
:L57
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    .line 92
    const/4 v11, 0x0
    .line 55
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L89
    const/4 v1, 0x0
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L90
:L89
    const/4 v0, 0x0
:L90
    move v10, v0
:L92
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v10
    goto :L125
:L104
    move-exception v11
    move-object v9, v11
    throw v11
:L113
    move-exception v11
:L115
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L125
    .line 54
    move v7, v0
    .line 56
    const/4 v1, 0x5
    if-ge v7, v1, :L137
    const/4 v0, 0x1
    goto :L138
:L137
    const/4 v0, 0x0
:L138
    if-nez v0, :L166
    .line 92
    const/4 v9, 0x0
    .line 56
    move/from16 v0, p4
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "too many runs pending for uid "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v9
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L166
    .line 57
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v8, v0
    .line 61
    new-instance v9, Landroid/content/ContentValues;
    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v9
    const/4 v14, 0x0
    const-string v13, "runs"
    move-object v12, v6
    const/4 v11, 0x0
    .line 62
    const-string v1, "id"
    invoke-virtual {v10, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/hearthly/Routine;->getId()Ljava/lang/String;
    move-result-object v2
    const-string v1, "routine"
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    move-wide/from16 v2, p2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "at"
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 65
    move/from16 v2, p4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "requested_by"
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 66
    sget-object v15, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 58
    invoke-virtual {v12, v13, v14, v9}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 68
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/RoutineRepository;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    invoke-static {}, Lcom/hearthly/RoutinesKt;->getROUTINES_URI()Landroid/net/Uri;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    .line 69
    return-object v8
    .catch Ljava/lang/Throwable; {:L57 .. :L92} :L104
    .catchall {:L57 .. :L92} :L113
    .catchall {:L104 .. :L113} :L113
.end method

.method public final delete(Ljava/lang/String;)V
    .registers 9
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 73
    iget-object v0, p0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v5
    .line 74
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L18
    .line 76
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v6, v4
    const-string v1, "runs"
    const-string v2, "routine = ?"
    invoke-virtual {v5, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 77
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v6, v4
    const-string v1, "routines"
    const-string v2, "id = ?"
    invoke-virtual {v5, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 78
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L63
    .line 80
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 81
    goto :L77
:L70
    .line 80
    move-exception v6
:L71
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v6
:L77
    .line 82
    iget-object v0, p0, Lcom/hearthly/RoutineRepository;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    invoke-static {}, Lcom/hearthly/RoutinesKt;->getROUTINES_URI()Landroid/net/Uri;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    .line 83
    return-void
    .catchall {:L18 .. :L63} :L70
.end method

.method public final find(Ljava/lang/String;)Lcom/hearthly/Routine;
    .registers 13
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    iget-object v0, p0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x1
    new-array v4, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v4, v3
    const-string v1, "SELECT id, name, steps, owner FROM routines WHERE id = ?"
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v4
    check-cast v4, Ljava/io/Closeable;
    .line 29
    const/4 v5, 0x0
:L34
    move-object v0, v4
    check-cast v0, Landroid/database/Cursor;
    move-object v6, v0
    .line 92
    const/4 v7, 0x0
    .line 29
    move-object v8, v6
    move-object v9, v8
    .line 92
    const/4 v10, 0x0
    .line 29
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L70
    move-object v0, v8
    goto :L71
:L70
    const/4 v0, 0x0
:L71
    if-eqz v0, :L83
    invoke-direct {p0, v0}, Lcom/hearthly/RoutineRepository;->routine(Landroid/database/Cursor;)Lcom/hearthly/Routine;
    move-result-object v0
    goto :L85
:L83
    const/4 v0, 0x0
:L85
    move-object v6, v0
:L87
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v6
    goto :L115
:L97
    move-exception v7
    move-object v5, v7
    throw v7
:L105
    move-exception v7
:L107
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
:L115
    return-object v0
    .catch Ljava/lang/Throwable; {:L34 .. :L87} :L97
    .catchall {:L34 .. :L87} :L105
    .catchall {:L97 .. :L105} :L105
.end method

.method public final insert(Ljava/lang/String;Lorg/json/JSONArray;I)Ljava/lang/String;
    .registers 16
    const-string v1, "name"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "steps"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v4, v0
    .line 33
    iget-object v0, p0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 36
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v10, 0x0
    const-string v9, "routines"
    move-object v8, v0
    const/4 v7, 0x0
    .line 37
    const-string v1, "id"
    invoke-virtual {v6, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    const-string v1, "name"
    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    invoke-virtual {p2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "steps"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "owner"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 41
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "created"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 42
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 33
    invoke-virtual {v8, v9, v10, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 44
    return-object v4
.end method

.method public final pendingRuns(Ljava/lang/String;)I
    .registers 12
    const-string v1, "routine"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    iget-object v0, p0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x2
    new-array v6, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v6, v3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x1
    aput-object v4, v6, v3
    const-string v1, "SELECT COUNT(*) FROM runs WHERE routine = ? AND at > ?"
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
    check-cast v6, Ljava/io/Closeable;
    .line 49
    const/4 v7, 0x0
:L43
    move-object v0, v6
    check-cast v0, Landroid/database/Cursor;
    move-object v8, v0
    .line 92
    const/4 v9, 0x0
    .line 49
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L74
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L75
:L74
    const/4 v0, 0x0
:L75
    move v8, v0
:L77
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v8
    goto :L105
:L87
    move-exception v9
    move-object v7, v9
    throw v9
:L95
    move-exception v9
:L97
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
:L105
    return v0
    .catch Ljava/lang/Throwable; {:L43 .. :L77} :L87
    .catchall {:L43 .. :L77} :L95
    .catchall {:L87 .. :L95} :L95
.end method

.method public final visibleTo(I)Ljava/util/List;
    .registers 14
    .line 22
    iget-object v0, p0, Lcom/hearthly/RoutineRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 24
    const/4 v2, 0x2
    new-array v5, v2, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v5, v3
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v4
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x1
    aput-object v4, v5, v3
    .line 22
    const-string v1, "SELECT id, name, steps, owner FROM routines WHERE owner = ? OR owner = ? ORDER BY name"
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
    check-cast v5, Ljava/io/Closeable;
    .line 25
    const/4 v6, 0x0
:L40
    move-object v0, v5
    check-cast v0, Landroid/database/Cursor;
    move-object v7, v0
    .line 92
    const/4 v8, 0x0
    .line 25
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v9
    move-object v10, v9
    .line 92
    const/4 v11, 0x0
:L62
    .line 25
    invoke-interface {v7}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L94
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v7}, Lcom/hearthly/RoutineRepository;->routine(Landroid/database/Cursor;)Lcom/hearthly/Routine;
    move-result-object v1
    invoke-interface {v10, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L62
:L94
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v7
:L102
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v7
    goto :L130
:L112
    move-exception v8
    move-object v6, v8
    throw v8
:L120
    move-exception v8
:L122
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
:L130
    return-object v0
    .catch Ljava/lang/Throwable; {:L40 .. :L102} :L112
    .catchall {:L40 .. :L102} :L120
    .catchall {:L112 .. :L120} :L120
.end method
