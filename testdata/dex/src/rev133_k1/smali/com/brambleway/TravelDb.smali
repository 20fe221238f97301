.class public final Lcom/brambleway/TravelDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "TravelDb.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const-string v1, "brambleway.db"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method


# virtual methods
.method public final addStop-uPh6VAU(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    .registers 12
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "place"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-virtual {p0, p1}, Lcom/brambleway/TravelDb;->trip-U-3cAnU(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L24
    const/4 v0, 0x0
    return-object v0
:L24
    .line 33
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v3, v0
    .line 34
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 35
    const-string v1, "id"
    invoke-virtual {v6, v1, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const-string v1, "trip"
    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "place"
    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "day"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 34
    move-object v4, v5
    .line 40
    invoke-virtual {p0}, Lcom/brambleway/TravelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "stops"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 41
    return-object v3
.end method

.method public final booking-v0qYJ14(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    const-string v1, "ref"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const/4 v2, 0x1
    new-array v4, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v4, v3
    const-string v1, "SELECT ref, trip, operator, kind, date, seat, price, status FROM bookings WHERE ref = ?"
    invoke-virtual {p0, v1, v4}, Lcom/brambleway/TravelDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    return-object v0
.end method

.method public final cancelBooking-v0qYJ14(Ljava/lang/String;)I
    .registers 14
    const-string v1, "ref"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    invoke-virtual {p0}, Lcom/brambleway/TravelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v6
    .line 71
    const-string v10, "bookings"
    move-object v9, v0
    const/4 v8, 0x0
    .line 56
    const-string v1, "status"
    const-string v2, "cancelled"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object p1, v6, v5
    const-string v3, "ref = ?"
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final changeSeat-95rCnWY(Ljava/lang/String;Ljava/lang/String;)I
    .registers 15
    const-string v1, "ref"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "seat"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    invoke-virtual {p0}, Lcom/brambleway/TravelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v6
    .line 71
    const-string v10, "bookings"
    move-object v9, v0
    const/4 v8, 0x0
    .line 53
    const-string v1, "seat"
    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object p1, v6, v5
    const-string v3, "ref = ?"
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final deleteTrip-U-3cAnU(Ljava/lang/String;)I
    .registers 10
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    invoke-virtual {p0}, Lcom/brambleway/TravelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v5
    const/4 v6, 0x0
    .line 45
    const/4 v3, 0x1
    new-array v7, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v7, v4
    const-string v1, "stops"
    const-string v2, "trip = ?"
    invoke-virtual {v5, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 46
    const/4 v3, 0x1
    new-array v7, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v7, v4
    const-string v1, "trips"
    const-string v2, "id = ?"
    invoke-virtual {v5, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 47
    return v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v0, "CREATE TABLE trips (id TEXT PRIMARY KEY, title TEXT, starts TEXT, ends TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 14
    const-string v0, "CREATE TABLE stops (id TEXT PRIMARY KEY, trip TEXT, place TEXT, day INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    const-string v0, "CREATE TABLE bookings (ref TEXT PRIMARY KEY, trip TEXT, operator TEXT, kind TEXT, date TEXT, seat TEXT, price TEXT, status TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v0, "CREATE TABLE audit (trace TEXT, uid INTEGER, tool TEXT, subject TEXT, at INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 14
    const-string v1, "db"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v0, 0x4
    new-array v4, v0, [Ljava/lang/String;
    const-string v2, "trips"
    const/4 v1, 0x0
    aput-object v2, v4, v1
    const-string v2, "stops"
    const/4 v1, 0x1
    aput-object v2, v4, v1
    const-string v2, "bookings"
    const/4 v1, 0x2
    aput-object v2, v4, v1
    const-string v2, "audit"
    const/4 v1, 0x3
    aput-object v2, v4, v1
    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v4
    check-cast v4, Ljava/lang/Iterable;
    const/4 v5, 0x0
    .line 69
    invoke-interface {v4}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v6
:L58
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L102
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v7
    move-object v0, v7
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    const/4 v9, 0x0
    .line 20
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DROP TABLE IF EXISTS "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 69
    goto :L58
:L102
    .line 21
    invoke-virtual {p0, p1}, Lcom/brambleway/TravelDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 22
    return-void
.end method

.method public final varargs rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    .registers 11
    const-string v1, "sql"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "bind"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-virtual {p0}, Lcom/brambleway/TravelDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    array-length v3, p2
    invoke-static {p2, v3}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v2
    check-cast v2, [Ljava/lang/String;
    invoke-virtual {v0, p1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v4
    check-cast v4, Ljava/io/Closeable;
    const/4 v5, 0x0
:L36
    move-object v0, v4
    check-cast v0, Landroid/database/Cursor;
    move-object v6, v0
    .line 71
    const/4 v7, 0x0
    .line 25
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v6}, Lcom/brambleway/TravelDbKt;->access$toJson(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v6
:L58
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v6
    goto :L89
:L69
    move-exception v7
    move-object v5, v7
    throw v7
:L78
    move-exception v7
:L80
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
:L89
    return-object v0
    .catch Ljava/lang/Throwable; {:L36 .. :L58} :L69
    .catchall {:L36 .. :L58} :L78
    .catchall {:L69 .. :L78} :L78
.end method

.method public final stops-U-3cAnU(Ljava/lang/String;)Ljava/util/List;
    .registers 7
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    const/4 v2, 0x1
    new-array v4, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v4, v3
    const-string v1, "SELECT id, place, day FROM stops WHERE trip = ? ORDER BY day"
    invoke-virtual {p0, v1, v4}, Lcom/brambleway/TravelDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final trip-U-3cAnU(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    const/4 v2, 0x1
    new-array v4, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v4, v3
    const-string v1, "SELECT id, title, starts, ends FROM trips WHERE id = ?"
    invoke-virtual {p0, v1, v4}, Lcom/brambleway/TravelDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    return-object v0
.end method
