.class public final Lcom/berthbook/BookingRepo;
.super Ljava/lang/Object;
.source "Storage.kt"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;
.field private final mutex:Lkotlinx/coroutines/sync/Mutex;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6
    const-string v1, "db"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    iput-object v5, v4, Lcom/berthbook/BookingRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 27
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v1, v2, v3}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v1
    iput-object v1, v4, Lcom/berthbook/BookingRepo;->mutex:Lkotlinx/coroutines/sync/Mutex;
    .line 26
    return-void
.end method


# virtual methods
.method public final getMutex()Lkotlinx/coroutines/sync/Mutex;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/berthbook/BookingRepo;->mutex:Lkotlinx/coroutines/sync/Mutex;
    return-object v0
.end method

.method public final freeCount(Ljava/lang/String;I)I
    .registers 12
    const-string v1, "marina"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT COUNT(*) FROM berths WHERE marina = \'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\' AND length_m >= "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, " AND booking_id IS NULL"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v8
    .line 31
    iget-object v0, v9, Lcom/berthbook/BookingRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v2, 0x0
    invoke-virtual {v0, v8, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v7, 0x0
:L31
    nop
    move-object v0, v6
    check-cast v0, Landroid/database/Cursor;
    move-object v5, v0
    .line 95
    const/4 v4, 0x0
    .line 31
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L63
    const/4 v1, 0x0
    invoke-interface {v5, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L64
:L63
    const/4 v0, 0x0
:L64
    .line 31
    move v5, v0
:L66
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v5
    goto :L99
:L78
    move-exception v4
    move-object v7, v4
    throw v4
:L87
    move-exception v4
:L89
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v4
:L99
    .line 31
    return v0
    .catch Ljava/lang/Throwable; {:L31 .. :L66} :L78
    .catchall {:L31 .. :L66} :L87
    .catchall {:L78 .. :L87} :L87
.end method

.method public final heldCount(Ljava/lang/String;)I
    .registers 10
    const-string v1, "marina"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iget-object v0, v8, Lcom/berthbook/BookingRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT COUNT(*) FROM berths WHERE marina = ? AND booking_id IS NOT NULL"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v9, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    .line 36
    const/4 v7, 0x0
:L31
    nop
    move-object v0, v4
    check-cast v0, Landroid/database/Cursor;
    move-object v6, v0
    .line 95
    const/4 v5, 0x0
    .line 36
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L62
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L63
:L62
    const/4 v0, 0x0
:L63
    .line 36
    move v6, v0
:L65
    invoke-static {v4, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v6
    goto :L93
:L75
    move-exception v5
    move-object v7, v5
    throw v5
:L83
    move-exception v5
:L85
    invoke-static {v4, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v5
:L93
    .line 36
    return v0
    .catch Ljava/lang/Throwable; {:L31 .. :L65} :L75
    .catchall {:L31 .. :L65} :L83
    .catchall {:L75 .. :L83} :L83
.end method

.method public final book(Ljava/lang/String;Ljava/lang/String;I)J
    .registers 8
    const-string v1, "marina"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "vessel"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 40
    const-string v1, "marina"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    const-string v1, "vessel"
    invoke-virtual {v3, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "nights"
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 43
    iget-object v0, v4, Lcom/berthbook/BookingRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "bookings"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public final amend(Ljava/lang/String;I)I
    .registers 12
    const-string v1, "bookingId"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v0
    .line 48
    const-string v1, "nights"
    invoke-static {v11}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 49
    iget-object v0, v9, Lcom/berthbook/BookingRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "bookings"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v10, v8, v5
    invoke-virtual {v0, v1, v6, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v7
    .line 50
    if-nez v7, :L70
    new-instance v0, Landroid/database/sqlite/SQLiteException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "no booking row "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Landroid/database/sqlite/SQLiteException;-><init>(Ljava/lang/String;)V
    throw v0
:L70
    .line 51
    return v7
.end method

.method public final remove(Ljava/lang/String;)I
    .registers 8
    const-string v1, "bookingId"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    iget-object v0, v6, Lcom/berthbook/BookingRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "bookings"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v5, v3
    const/4 v4, 0x0
    aput-object v7, v5, v4
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

