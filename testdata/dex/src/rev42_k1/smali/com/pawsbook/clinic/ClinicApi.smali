.class public final Lcom/pawsbook/clinic/ClinicApi;
.super Ljava/lang/Object;
.source "Clinic.kt"

# interfaces
.implements Lcom/pawsbook/clinic/PetsApi;

.field public static final Companion:Lcom/pawsbook/clinic/ClinicApi$Companion;
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method private constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2
    .line 34
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v1, v0, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public pet(Ljava/lang/String;)Lio/reactivex/rxjava3/core/Single;
    .registers 6
    const-string v1, "id"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    new-instance v3, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;
    invoke-direct {v3, v4, v5}, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;-><init>(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    const-string v2, "fromCallable(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    return-object v0
.end method

.method public visit(Ljava/lang/String;)Lio/reactivex/rxjava3/core/Maybe;
    .registers 6
    const-string v1, "id"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    new-instance v3, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda1;
    invoke-direct {v3, v4, v5}, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda1;-><init>(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Maybe;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Maybe;
    move-result-object v0
    const-string v2, "fromCallable(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    return-object v0
.end method

.method public book(Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Single;
    .registers 8
    const-string v1, "pet"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "slot"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    new-instance v3, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;
    invoke-direct {v3, v4, v5, v6, v7}, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;-><init>(Lcom/pawsbook/clinic/ClinicApi;Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    const-string v2, "fromCallable(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    return-object v0
.end method

.method public move(Lcom/pawsbook/clinic/Visit;Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Single;
    .registers 8
    const-string v1, "visit"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "slot"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    new-instance v3, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;
    invoke-direct {v3, v4, v6, v7, v5}, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;-><init>(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;ILcom/pawsbook/clinic/Visit;)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    const-string v2, "fromCallable(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    return-object v0
.end method

.method public cancel(Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Completable;
    .registers 7
    const-string v1, "visitId"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    new-instance v3, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda4;
    invoke-direct {v3, v4, v6, v5}, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda4;-><init>(Lcom/pawsbook/clinic/ClinicApi;ILjava/lang/String;)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    const-string v2, "fromAction(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    return-object v0
.end method

.method public discharge(Ljava/lang/String;Ljava/lang/String;)Lio/reactivex/rxjava3/core/Completable;
    .registers 7
    const-string v1, "petId"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "by"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    new-instance v3, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda5;
    invoke-direct {v3, v4, v6, v5}, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda5;-><init>(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;Ljava/lang/String;)V
    move-object v0, v3
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    const-string v2, "fromAction(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    return-object v0
.end method

.method public static final pet$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;)Lcom/pawsbook/clinic/Pet;
    .registers 12
    .line 36
    iget-object v0, v10, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT name FROM pets WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v11, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v7, v0
    :t_25
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    const/4 v0, 0x0
    move v9, v0
    .line 37
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-nez v0, :L55
    new-instance v0, Ljava/util/NoSuchElementException;
    const-string v2, "no pet"
    invoke-direct {v0, v2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V
    throw v0
    :L55
    .line 38
    new-instance v0, Lcom/pawsbook/clinic/Pet;
    const/4 v4, 0x0
    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v11, v3}, Lcom/pawsbook/clinic/Pet;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    move-object v8, v0
    :t_79
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L107
    :t_89
    :L89
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_97
    :L97
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L107
    .line 39
    return-object v0
    .catch Ljava/lang/Throwable; {:t_25 .. :t_79} :L89
    .catchall {:t_25 .. :t_79} :L97
    .catchall {:t_89 .. :t_97} :L97
.end method

.method public static final visit$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;)Lcom/pawsbook/clinic/Visit;
    .registers 12
    .line 43
    iget-object v0, v10, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT pet_id FROM visits WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v11, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v7, v0
    :t_25
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    const/4 v0, 0x0
    move v9, v0
    .line 44
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L70
    new-instance v0, Lcom/pawsbook/clinic/Visit;
    const/4 v4, 0x0
    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v11, v3}, Lcom/pawsbook/clinic/Visit;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    goto :L71
    :L70
    const/4 v0, 0x0
    :L71
    .line 43
    move-object v8, v0
    :t_73
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L101
    :t_83
    :L83
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_91
    :L91
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L101
    .line 45
    return-object v0
    .catch Ljava/lang/Throwable; {:t_25 .. :t_73} :L83
    .catchall {:t_25 .. :t_73} :L91
    .catchall {:t_83 .. :t_91} :L91
.end method

.method public static final book$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)Lcom/pawsbook/clinic/VisitOutcome;
    .registers 12
    .line 49
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 50
    const-string v1, "pet_id"
    invoke-virtual {v9}, Lcom/pawsbook/clinic/Pet;->getId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    const-string v1, "slot"
    invoke-virtual {v6, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    const-string v1, "booked_by"
    invoke-static {v11}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 53
    nop
    .line 49
    .line 49
    move-object v4, v5
    .line 54
    iget-object v0, v8, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "visits"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    move-wide v5, v0
    .line 55
    const-wide/16 v2, 0x0L
    cmp-long v0, v5, v2
    if-gez v0, :L85
    new-instance v0, Lcom/pawsbook/clinic/VisitOutcome$Refused;
    const-string v2, "slot taken"
    invoke-direct {v0, v2}, Lcom/pawsbook/clinic/VisitOutcome$Refused;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/pawsbook/clinic/VisitOutcome;
    return-object v0
    :L85
    .line 56
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->INSTANCE:Lcom/pawsbook/clinic/ClinicState;
    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/pawsbook/clinic/ClinicState;->setLastBookedVisit(Ljava/lang/String;)V
    .line 57
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->INSTANCE:Lcom/pawsbook/clinic/ClinicState;
    invoke-virtual {v0}, Lcom/pawsbook/clinic/ClinicState;->getBookings()I
    move-result v0
    move v7, v0
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->INSTANCE:Lcom/pawsbook/clinic/ClinicState;
    const/4 v2, 0x1
    add-int v1, v7, v2
    invoke-virtual {v0, v1}, Lcom/pawsbook/clinic/ClinicState;->setBookings(I)V
    .line 58
    new-instance v0, Lcom/pawsbook/clinic/VisitOutcome$Booked;
    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/pawsbook/clinic/VisitOutcome$Booked;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/pawsbook/clinic/VisitOutcome;
    return-object v0
.end method

.method public static final move$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;ILcom/pawsbook/clinic/Visit;)Lcom/pawsbook/clinic/VisitOutcome;
    .registers 10
    .line 62
    iget-object v0, v6, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "UPDATE visits SET slot = ?, moved_by = ? WHERE id = ?"
    const/4 v2, 0x3
    new-array v2, v2, [Ljava/lang/Object;
    move-object v5, v2
    const/4 v3, 0x0
    aput-object v7, v5, v3
    const/4 v3, 0x1
    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    aput-object v4, v5, v3
    const/4 v3, 0x2
    invoke-virtual {v9}, Lcom/pawsbook/clinic/Visit;->getId()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 63
    new-instance v0, Lcom/pawsbook/clinic/VisitOutcome$Booked;
    invoke-virtual {v9}, Lcom/pawsbook/clinic/Visit;->getId()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/pawsbook/clinic/VisitOutcome$Booked;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/pawsbook/clinic/VisitOutcome;
    return-object v0
.end method

.method public static final cancel$lambda$0(Lcom/pawsbook/clinic/ClinicApi;ILjava/lang/String;)V
    .registers 9
    .line 67
    iget-object v0, v6, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "UPDATE visits SET cancelled_by = ? WHERE id = ?"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/Object;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    aput-object v4, v5, v3
    const/4 v3, 0x1
    aput-object v8, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 68
    return-void
.end method

.method public static final discharge$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8
    .line 71
    iget-object v0, v5, Lcom/pawsbook/clinic/ClinicApi;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "UPDATE pets SET discharged_by = ? WHERE id = ?"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v6, v4, v3
    const/4 v3, 0x1
    aput-object v7, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 72
    return-void
.end method

.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v0, v1}, Lcom/pawsbook/clinic/ClinicApi;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/pawsbook/clinic/ClinicApi$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/pawsbook/clinic/ClinicApi$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pawsbook/clinic/ClinicApi;->Companion:Lcom/pawsbook/clinic/ClinicApi$Companion;
    return-void
.end method

