.class public final Lcom/larkbook/EventRepository;
.super Ljava/lang/Object;
.source "Calendar.kt"

# static fields
.field private static final COLUMNS:Ljava/lang/String; = "id, title, day, start, minutes"
.field public static final Companion:Lcom/larkbook/EventRepository$Companion;


# instance fields
.field private final db:Lcom/larkbook/LarkDb;
.field private final live:Lcom/larkbook/Clause;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/EventRepository$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/EventRepository$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/EventRepository;->Companion:Lcom/larkbook/EventRepository$Companion;
    return-void
.end method

.method public constructor <init>(Lcom/larkbook/LarkDb;)V
    .registers 4
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/EventRepository;->db:Lcom/larkbook/LarkDb;
    .line 13
    const-string v0, "cancelled"
    const-string v1, "0"
    invoke-static {v0, v1}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/EventRepository;->live:Lcom/larkbook/Clause;
    .line 12
    return-void
.end method

.method private final event(Landroid/database/Cursor;)Lcom/larkbook/Event;
    .registers 10
    .line 38
    new-instance v0, Lcom/larkbook/Event;
    const/4 v3, 0x0
    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x1
    invoke-interface {p1, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x2
    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x3
    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    const-string v7, "getString(...)"
    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v7, 0x4
    invoke-interface {p1, v7}, Landroid/database/Cursor;->getInt(I)I
    move-result v6
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move v5, v6
    invoke-direct/range {v0 .. v5}, Lcom/larkbook/Event;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    return-object v0
.end method


# virtual methods
.method public final cancel(Ljava/lang/String;)Z
    .registers 14
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    iget-object v0, p0, Lcom/larkbook/EventRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v6
    .line 55
    const-string v10, "events"
    move-object v9, v0
    const/4 v8, 0x0
    .line 36
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "cancelled"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object p1, v6, v5
    const-string v3, "id = ?"
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    const/4 v1, 0x1
    if-ne v0, v1, :L75
    const/4 v0, 0x1
    goto :L76
:L75
    const/4 v0, 0x0
:L76
    return v0
.end method

.method public final find(Lcom/larkbook/Clause;)Ljava/util/List;
    .registers 19
    move-object/from16 v0, p1
    const-string v1, "where"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "getReadableDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/larkbook/EventRepository;->live:Lcom/larkbook/Clause;
    move-object/from16 v4, p1
    invoke-virtual {v3, v4}, Lcom/larkbook/Clause;->and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    move-result-object v3
    const-string v1, "events"
    const-string v2, "id, title, day, start, minutes"
    const-string v4, "day, start"
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
    const/4 v6, 0x0
    .line 45
    move-object v0, v5
    check-cast v0, Ljava/io/Closeable;
    move-object v7, v0
    const/4 v8, 0x0
:L48
    move-object v0, v7
    check-cast v0, Landroid/database/Cursor;
    move-object v9, v0
    const/4 v10, 0x0
    .line 46
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v11
    move-object v12, v11
    const/4 v13, 0x0
:L71
    .line 47
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L108
    move-object v14, v5
    move-object/from16 v16, v12
    const/4 v15, 0x0
    .line 16
    move-object/from16 v0, p0
    invoke-direct {v0, v14}, Lcom/larkbook/EventRepository;->event(Landroid/database/Cursor;)Lcom/larkbook/Event;
    move-result-object v0
    .line 47
    move-object v1, v0
    move-object/from16 v0, v16
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L71
:L108
    .line 46
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v9
:L117
    .line 45
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v9
    goto :L150
:L129
    move-exception v10
    move-object v8, v10
    throw v10
:L138
    move-exception v10
:L140
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
:L150
    .line 16
    return-object v0
    .catch Ljava/lang/Throwable; {:L48 .. :L117} :L129
    .catchall {:L48 .. :L117} :L138
    .catchall {:L129 .. :L138} :L138
.end method

.method public final get(Ljava/lang/String;)Lcom/larkbook/Event;
    .registers 20
    move-object/from16 v0, p1
    const-string v1, "id"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "getReadableDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/larkbook/EventRepository;->live:Lcom/larkbook/Clause;
    const-string v4, "id"
    move-object/from16 v5, p1
    invoke-static {v4, v5}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v4
    invoke-virtual {v3, v4}, Lcom/larkbook/Clause;->and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    move-result-object v3
    const-string v1, "events"
    const-string v2, "id, title, day, start, minutes"
    const-string v4, "id"
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
    const/4 v7, 0x0
    .line 50
    move-object v0, v6
    check-cast v0, Ljava/io/Closeable;
    move-object v8, v0
    const/4 v9, 0x0
:L53
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
    .line 51
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v12
    move-object v13, v12
    const/4 v14, 0x0
:L76
    .line 52
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L113
    move-object v15, v6
    move-object/from16 v17, v13
    const/16 v16, 0x0
    .line 19
    move-object/from16 v0, p0
    invoke-direct {v0, v15}, Lcom/larkbook/EventRepository;->event(Landroid/database/Cursor;)Lcom/larkbook/Event;
    move-result-object v0
    .line 52
    move-object v1, v0
    move-object/from16 v0, v17
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L76
:L113
    .line 51
    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v10
:L122
    .line 50
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v10
    goto :L155
:L134
    move-exception v11
    move-object v9, v11
    throw v11
:L143
    move-exception v11
:L145
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L155
    .line 19
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Event;
    return-object v0
    .catch Ljava/lang/Throwable; {:L53 .. :L122} :L134
    .catchall {:L53 .. :L122} :L143
    .catchall {:L134 .. :L143} :L143
.end method

.method public final insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;II)Ljava/lang/String;
    .registers 14
    const-string v1, "title"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "day"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "start"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v3, v0
    .line 23
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 24
    const-string v1, "id"
    invoke-virtual {v6, v1, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "title"
    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v1, "day"
    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    const-string v1, "start"
    invoke-virtual {v6, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "minutes"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 29
    invoke-static {p5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "created_by"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 23
    move-object v4, v5
    .line 31
    iget-object v0, p0, Lcom/larkbook/EventRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "events"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 32
    return-object v3
.end method
