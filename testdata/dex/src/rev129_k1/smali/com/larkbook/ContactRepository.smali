.class public final Lcom/larkbook/ContactRepository;
.super Ljava/lang/Object;
.source "People.kt"

# static fields
.field private static final COLUMNS:Ljava/lang/String; = "id, display_name, phone, email"
.field public static final Companion:Lcom/larkbook/ContactRepository$Companion;


# instance fields
.field private final db:Lcom/larkbook/LarkDb;
.field private final shown:Lcom/larkbook/Clause;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/ContactRepository$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/ContactRepository$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/ContactRepository;->Companion:Lcom/larkbook/ContactRepository$Companion;
    return-void
.end method

.method public constructor <init>(Lcom/larkbook/LarkDb;)V
    .registers 4
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/ContactRepository;->db:Lcom/larkbook/LarkDb;
    .line 12
    const-string v0, "hidden"
    const-string v1, "0"
    invoke-static {v0, v1}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/ContactRepository;->shown:Lcom/larkbook/Clause;
    .line 11
    return-void
.end method

.method private final contact(Landroid/database/Cursor;)Lcom/larkbook/Contact;
    .registers 8
    .line 42
    new-instance v0, Lcom/larkbook/Contact;
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
    const/4 v5, 0x3
    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/larkbook/Contact;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method public final delete(Ljava/lang/String;)Z
    .registers 8
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    iget-object v0, p0, Lcom/larkbook/ContactRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v5, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v5, v4
    const-string v1, "contacts"
    const-string v2, "id = ?"
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    const/4 v1, 0x1
    if-ne v0, v1, :L38
    const/4 v0, 0x1
    goto :L39
:L38
    const/4 v0, 0x0
:L39
    return v0
.end method

.method public final find(Lcom/larkbook/Clause;)Ljava/util/List;
    .registers 19
    move-object/from16 v0, p1
    const-string v1, "where"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ContactRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "getReadableDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/larkbook/ContactRepository;->shown:Lcom/larkbook/Clause;
    move-object/from16 v4, p1
    invoke-virtual {v3, v4}, Lcom/larkbook/Clause;->and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    move-result-object v3
    const-string v1, "contacts"
    const-string v2, "id, display_name, phone, email"
    const-string v4, "display_name"
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
    const/4 v6, 0x0
    .line 54
    move-object v0, v5
    check-cast v0, Ljava/io/Closeable;
    move-object v7, v0
    const/4 v8, 0x0
:L48
    move-object v0, v7
    check-cast v0, Landroid/database/Cursor;
    move-object v9, v0
    const/4 v10, 0x0
    .line 55
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v11
    move-object v12, v11
    const/4 v13, 0x0
:L71
    .line 56
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L108
    move-object v14, v5
    move-object/from16 v16, v12
    const/4 v15, 0x0
    .line 18
    move-object/from16 v0, p0
    invoke-direct {v0, v14}, Lcom/larkbook/ContactRepository;->contact(Landroid/database/Cursor;)Lcom/larkbook/Contact;
    move-result-object v0
    .line 56
    move-object v1, v0
    move-object/from16 v0, v16
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L71
:L108
    .line 55
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v9
:L117
    .line 54
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
    .line 18
    return-object v0
    .catch Ljava/lang/Throwable; {:L48 .. :L117} :L129
    .catchall {:L48 .. :L117} :L138
    .catchall {:L129 .. :L138} :L138
.end method

.method public final get(Ljava/lang/String;)Lcom/larkbook/Contact;
    .registers 20
    move-object/from16 v0, p1
    const-string v1, "id"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ContactRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "getReadableDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/larkbook/ContactRepository;->shown:Lcom/larkbook/Clause;
    const-string v4, "id"
    move-object/from16 v5, p1
    invoke-static {v4, v5}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v4
    invoke-virtual {v3, v4}, Lcom/larkbook/Clause;->and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    move-result-object v3
    const-string v1, "contacts"
    const-string v2, "id, display_name, phone, email"
    const-string v4, "id"
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
    const/4 v7, 0x0
    .line 59
    move-object v0, v6
    check-cast v0, Ljava/io/Closeable;
    move-object v8, v0
    const/4 v9, 0x0
:L53
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
    .line 60
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v12
    move-object v13, v12
    const/4 v14, 0x0
:L76
    .line 61
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L113
    move-object v15, v6
    move-object/from16 v17, v13
    const/16 v16, 0x0
    .line 21
    move-object/from16 v0, p0
    invoke-direct {v0, v15}, Lcom/larkbook/ContactRepository;->contact(Landroid/database/Cursor;)Lcom/larkbook/Contact;
    move-result-object v0
    .line 61
    move-object v1, v0
    move-object/from16 v0, v17
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L76
:L113
    .line 60
    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v10
:L122
    .line 59
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
    .line 21
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Contact;
    return-object v0
    .catch Ljava/lang/Throwable; {:L53 .. :L122} :L134
    .catchall {:L53 .. :L122} :L143
    .catchall {:L134 .. :L143} :L143
.end method

.method public final merge(Ljava/lang/String;Ljava/lang/String;)V
    .registers 10
    const-string v1, "keepId"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "dropId"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    iget-object v0, p0, Lcom/larkbook/ContactRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v5
    .line 26
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L24
    .line 31
    const/4 v2, 0x3
    new-array v6, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p2, v6, v3
    const/4 v3, 0x1
    aput-object p2, v6, v3
    const/4 v3, 0x2
    aput-object p1, v6, v3
    .line 28
    const-string v1, "UPDATE contacts SET phone = COALESCE(phone, (SELECT phone FROM contacts WHERE id = ?)), email = COALESCE(email, (SELECT email FROM contacts WHERE id = ?)) WHERE id = ?"
    invoke-virtual {v5, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 33
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p2, v6, v4
    const-string v1, "contacts"
    const-string v2, "id = ?"
    invoke-virtual {v5, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 34
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L80
    .line 36
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 37
    goto :L96
:L87
    .line 36
    move-exception v6
:L89
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v6
:L96
    .line 38
    return-void
    .catchall {:L24 .. :L80} :L87
.end method

.method public final page(I)Ljava/util/List;
    .registers 19
    .line 15
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ContactRepository;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "getReadableDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/larkbook/ContactRepository;->shown:Lcom/larkbook/Clause;
    const-string v1, "contacts"
    const-string v2, "id, display_name, phone, email"
    const-string v4, "display_name LIMIT 200"
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
    const/4 v6, 0x0
    .line 49
    move-object v0, v5
    check-cast v0, Ljava/io/Closeable;
    move-object v7, v0
    const/4 v8, 0x0
:L38
    move-object v0, v7
    check-cast v0, Landroid/database/Cursor;
    move-object v9, v0
    const/4 v10, 0x0
    .line 50
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v11
    move-object v12, v11
    const/4 v13, 0x0
:L61
    .line 51
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L98
    move-object v14, v5
    move-object/from16 v16, v12
    const/4 v15, 0x0
    .line 15
    move-object/from16 v0, p0
    invoke-direct {v0, v14}, Lcom/larkbook/ContactRepository;->contact(Landroid/database/Cursor;)Lcom/larkbook/Contact;
    move-result-object v0
    .line 51
    move-object v1, v0
    move-object/from16 v0, v16
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L61
:L98
    .line 50
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v9
:L107
    .line 49
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v9
    goto :L140
:L119
    move-exception v10
    move-object v8, v10
    throw v10
:L128
    move-exception v10
:L130
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
:L140
    .line 53
    check-cast v0, Ljava/lang/Iterable;
    .line 15
    move/from16 v1, p1
    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->take(Ljava/lang/Iterable;I)Ljava/util/List;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:L38 .. :L107} :L119
    .catchall {:L38 .. :L107} :L128
    .catchall {:L119 .. :L128} :L128
.end method
