.class public final Lcom/example/r37k1/TripDb;
.super Ljava/lang/Object;
.source "TripDb.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTripDb.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TripDb.kt\ncom/example/r37k1/TripDb\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,50:1\n1#2:51\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    const-string v0, "trips.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 8
    return-void
.end method

.method public final nearby(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v0, "zone"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "sort"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "SELECT id, model FROM cars WHERE zone = ? AND free = 1 ORDER BY "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    .line 13
    iget-object v0, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    invoke-virtual {v0, p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_start_0
    move-object p2, p1
    check-cast p2, Landroid/database/Cursor;
    .line 51
    const/4 v0, 0x0
    .line 13
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, p2}, Lcom/example/r37k1/TripDb;->rows(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object p2
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v0, 0x0
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object p2

    :catch_0
    move-exception p2
    :try_start_1
    throw p2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    :catchall_0
    move-exception v0
    const/4 p2, 0x0
    goto :goto_close

    :catchall_1
    move-exception v0

    :goto_close
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.method public final history(ILjava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v0, "sort"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    iget-object v0, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {p0, p2}, Lcom/example/r37k1/TripDb;->sortColumn(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT car_id, cents FROM trips WHERE uid = ? ORDER BY "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    invoke-virtual {v0, p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_start_0
    move-object p2, p1
    check-cast p2, Landroid/database/Cursor;
    .line 51
    const/4 v0, 0x0
    .line 17
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, p2}, Lcom/example/r37k1/TripDb;->rows(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object p2
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v0, 0x0
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object p2

    :catch_0
    move-exception p2
    :try_start_1
    throw p2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    :catchall_0
    move-exception v0
    const/4 p2, 0x0
    goto :goto_close

    :catchall_1
    move-exception v0

    :goto_close
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.method private final sortColumn(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 19
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :goto_default

    :sswitch_date
    const-string v0, "date"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_date
    goto :goto_default

    :sswitch_car
    const-string v0, "car"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_car
    goto :goto_default

    :sswitch_price
    const-string v0, "price"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_default
    .line 20
    const-string p1, "cents"
    goto :goto_ret

    :case_car
    .line 21
    const-string p1, "car_id"
    goto :goto_ret

    :case_date
    .line 22
    const-string p1, "ended_at"
    goto :goto_ret

    :goto_default
    .line 23
    const-string p1, "id"

    :goto_ret
    .line 24
    return-object p1

    :sswitch_data_0
    .sparse-switch
        0x17fd4 -> :sswitch_car
        0x2eefae -> :sswitch_date
        0x65fb149 -> :sswitch_price
    .end sparse-switch
.end method

.method private final rows(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 6
    .line 26
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0x0
    .line 27
    const/16 v1, 0x5b
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 28
    :goto_loop
    invoke-interface {p1}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    if-eqz v1, :cond_done
    const/16 v1, 0x22
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    const/4 v2, 0x0
    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\","
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :goto_loop

    .line 29
    :cond_done
    const/16 p1, 0x5d
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    .line 30
    nop
    .line 26
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    .line 30
    return-object p1
.end method

.method public final unlock(Ljava/lang/String;I)V
    .registers 6
    const-string v0, "carId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v0, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    const/4 v2, 0x0
    aput-object p2, v1, v2
    const/4 p2, 0x1
    aput-object p1, v1, p2
    const-string p1, "UPDATE cars SET free = 0, driver = ? WHERE id = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 34
    return-void
.end method

.method public final endTrip(Ljava/lang/String;I)J
    .registers 7
    const-string v0, "carId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    iget-object v0, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string v2, "UPDATE cars SET free = 1, driver = NULL WHERE id = ?"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 38
    iget-object v0, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 51
    const/4 v2, 0x0
    .line 38
    const-string v2, "car_id"
    invoke-virtual {v1, v2, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "uid"
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    invoke-virtual {v1, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string p1, "trips"
    const/4 p2, 0x0
    invoke-virtual {v0, p1, p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 39
    const-wide/16 p1, 0x4e2
    return-wide p1
.end method

.method public final reportDamage(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "carId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "note"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    iget-object v1, p0, Lcom/example/r37k1/TripDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    .line 51
    const/4 v3, 0x0
    .line 43
    const-string v3, "car_id"
    invoke-virtual {v2, v3, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v2, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p3, "uid"
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-virtual {v2, p3, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string p1, "damage"
    const/4 p3, 0x0
    invoke-virtual {v1, p1, p3, v2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 44
    const-wide/16 v2, 0x0
    cmp-long p1, v0, v2
    if-ltz p1, :cond_fail
    .line 45
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"report_id\":"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 p2, 0x7d
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1

    .line 51
    :cond_fail
    const/4 p1, 0x0
    .line 44
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "damage insert failed for "
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/IllegalStateException;
    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p2, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p2
.end method

.method public final receipt(I)Ljava/lang/String;
    .registers 3
    .line 48
    const-string v0, "date"
    invoke-virtual {p0, p1, v0}, Lcom/example/r37k1/TripDb;->history(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
