.class public final Lcom/larderly/pantry/PantryDao;
.super Ljava/lang/Object;
.source "Dao.kt"


# static fields
.field public static final Companion:Lcom/larderly/pantry/PantryDao$Companion;

.field private static final ITEM_COLUMNS:[Ljava/lang/String;

.field private static final SHOPPING_COLUMNS:[Ljava/lang/String;

.field private static volatile instance:Lcom/larderly/pantry/PantryDao;


# instance fields
.field private final helper:Lcom/larderly/pantry/PantryDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/larderly/pantry/PantryDao$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/larderly/pantry/PantryDao$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larderly/pantry/PantryDao;->Companion:Lcom/larderly/pantry/PantryDao$Companion;

    .line 97
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "id"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "name"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "qty"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "expires_at"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "shelf"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sput-object v3, Lcom/larderly/pantry/PantryDao;->ITEM_COLUMNS:[Ljava/lang/String;

    .line 98
    const/4 v0, 0x4

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "id"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "list"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "name"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "qty"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sput-object v3, Lcom/larderly/pantry/PantryDao;->SHOPPING_COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>(Lcom/larderly/pantry/PantryDb;)V
    .registers 2

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    return-void
.end method

.method public synthetic constructor <init>(Lcom/larderly/pantry/PantryDb;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/larderly/pantry/PantryDao;-><init>(Lcom/larderly/pantry/PantryDb;)V

    return-void
.end method

.method public static final synthetic access$getITEM_COLUMNS$cp()[Ljava/lang/String;
    .registers 1

    .line 22
    sget-object v0, Lcom/larderly/pantry/PantryDao;->ITEM_COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method public static final synthetic access$getInstance$cp()Lcom/larderly/pantry/PantryDao;
    .registers 1

    .line 22
    sget-object v0, Lcom/larderly/pantry/PantryDao;->instance:Lcom/larderly/pantry/PantryDao;

    return-object v0
.end method

.method public static final synthetic access$getSHOPPING_COLUMNS$cp()[Ljava/lang/String;
    .registers 1

    .line 22
    sget-object v0, Lcom/larderly/pantry/PantryDao;->SHOPPING_COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/larderly/pantry/PantryDao;)V
    .registers 1

    .line 22
    sput-object p0, Lcom/larderly/pantry/PantryDao;->instance:Lcom/larderly/pantry/PantryDao;

    return-void
.end method

.method public static synthetic getHelper$annotations()V
    .registers 0

    return-void
.end method


# virtual methods
.method public final addItem(Ljava/lang/String;IJ)J
    .registers 9

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 41
    const-string v1, "name"

    invoke-virtual {v3, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "qty"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 43
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 44
    const-string v1, "shelf"

    const-string v2, "pantry"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "items"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final addToList(Ljava/lang/String;Ljava/lang/String;I)J
    .registers 8

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "name"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 52
    const-string v1, "list"

    invoke-virtual {v3, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    const-string v1, "name"

    invoke-virtual {v3, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "qty"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 55
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "done"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 56
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "shopping"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final checkOff(J)I
    .registers 12

    .line 60
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 61
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "done"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 62
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "shopping"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final clearList(Ljava/lang/String;)I
    .registers 8

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 68
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v5, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v5, v4

    const-string v1, "shopping"

    const-string v2, "list = ?"

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final countList(Ljava/lang/String;)I
    .registers 14

    const-string v1, "list"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v8, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v8

    move-object v8, v4

    const/4 v5, 0x0

    aput-object p1, v8, v5

    move-object v4, v8

    const-string v1, "shopping"

    const-string v3, "list = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 125
    const/4 v11, 0x0

    .line 66
    invoke-interface {v10}, Landroid/database/Cursor;->getCount()I

    move-result v10
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move v0, v10

    goto :goto_0

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

    :goto_0
    return v0
.end method

.method public final discard(J)I
    .registers 10

    .line 48
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "items"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final getHelper()Lcom/larderly/pantry/PantryDb;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    return-object v0
.end method

.method public final item(J)Lorg/json/JSONObject;
    .registers 9

    .line 37
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    const-string v1, "id = ?"

    invoke-virtual {p0, v1, v5}, Lcom/larderly/pantry/PantryDao;->items(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final items(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    .registers 6

    .line 35
    sget-object v0, Lcom/larderly/pantry/PantryDao;->Companion:Lcom/larderly/pantry/PantryDao$Companion;

    iget-object v1, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v1}, Lcom/larderly/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "getReadableDatabase(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, p1, p2}, Lcom/larderly/pantry/PantryDao$Companion;->itemsIn(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final loadOutcome(Ljava/lang/String;)Lcom/larderly/pantry/Record;
    .registers 14

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 83
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 84
    const/4 v2, 0x3

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "tool"

    const/4 v3, 0x0

    aput-object v4, v8, v3

    const-string v4, "digest"

    const/4 v3, 0x1

    aput-object v4, v8, v3

    const-string v4, "result"

    const/4 v3, 0x2

    aput-object v4, v8, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v8

    move-object v8, v4

    const/4 v5, 0x0

    aput-object p1, v8, v5

    move-object v4, v8

    const-string v1, "outcomes"

    const-string v3, "key = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 85
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 125
    const/4 v11, 0x0

    .line 85
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/larderly/pantry/Record;

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

    invoke-direct {v0, v2, v3, v4}, Lcom/larderly/pantry/Record;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

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

.method public final logShare(Ljava/lang/String;ILjava/lang/String;)V
    .registers 9

    const-string v1, "target"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "what"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 76
    const-string v1, "target"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "sharer"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 78
    const-string v1, "what"

    invoke-virtual {v4, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 79
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 80
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "shares"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 81
    return-void
.end method

.method public final saveOutcome(Ljava/lang/String;Lcom/larderly/pantry/Record;)V
    .registers 8

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "record"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 88
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 89
    const-string v1, "key"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    invoke-virtual {p2}, Lcom/larderly/pantry/Record;->getTool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    invoke-virtual {p2}, Lcom/larderly/pantry/Record;->getDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    invoke-virtual {p2}, Lcom/larderly/pantry/Record;->getResult()Ljava/lang/String;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "outcomes"

    const/4 v2, 0x0

    const/4 v3, 0x4

    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 94
    return-void
.end method

.method public final scopesFor(Ljava/lang/String;)Ljava/util/Set;
    .registers 17

    move-object/from16 v0, p1

    const-string v1, "pkg"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    iget-object v0, p0, Lcom/larderly/pantry/PantryDao;->helper:Lcom/larderly/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 71
    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "scope"

    const/4 v3, 0x0

    aput-object v4, v8, v3

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

    move-object v4, v8

    const-string v1, "grants"

    const-string v3, "package = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 72
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 125
    const/4 v11, 0x0

    .line 72
    invoke-static {}, Lkotlin/collections/SetsKt;->createSetBuilder()Ljava/util/Set;

    move-result-object v12

    move-object v13, v12

    .line 125
    const/4 v14, 0x0

    .line 72
    :goto_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x0

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v3, "getString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v13, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_0
    invoke-static {v12}, Lkotlin/collections/SetsKt;->build(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v10
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

.method public final tx(Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 8

    const-string v1, "block"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 24
    invoke-virtual {p0}, Lcom/larderly/pantry/PantryDao;->getHelper()Lcom/larderly/pantry/PantryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    .line 25
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 27
    :try_start_0
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-interface {p1, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    .line 28
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 29
    move-object v5, v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const/4 v0, 0x1

    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V

    .line 31
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    const/4 v0, 0x1

    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V

    .line 29
    return-object v5

    .line 31
    :catchall_0
    move-exception v5

    const/4 v0, 0x1

    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V

    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    const/4 v0, 0x1

    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V

    throw v5
.end method
