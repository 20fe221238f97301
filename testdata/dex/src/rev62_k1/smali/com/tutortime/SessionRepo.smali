.class public final Lcom/tutortime/SessionRepo;
.super Ljava/lang/Object;
.source "Repo.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRepo.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Repo.kt\ncom/tutortime/SessionRepo\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,51:1\n1#2:52\n*E\n"
.end annotation

.field private final tutorDb:Lcom/tutortime/TutorDb;

.method public constructor <init>(Lcom/tutortime/TutorDb;)V
    .registers 3
    const-string v0, "tutorDb"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tutortime/SessionRepo;->tutorDb:Lcom/tutortime/TutorDb;
    return-void
.end method

.method public final bySubject(Ljava/lang/String;)I
    .registers 10
    const-string v1, "subject"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    iget-object v0, v8, Lcom/tutortime/SessionRepo;->tutorDb:Lcom/tutortime/TutorDb;
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT id FROM slots WHERE subject = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v9, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_34
    nop
    check-cast v4, Landroid/database/Cursor;
    move-object v6, v4
    .line 52
    const/4 v0, 0x0
    move v7, v0
    .line 19
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 19
    move v6, v0
    :t_53
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v6
    goto :L81
    :t_63
    :L63
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_71
    :L71
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L81
    .line 19
    return v0
    .catch Ljava/lang/Throwable; {:t_34 .. :t_53} :L63
    .catchall {:t_34 .. :t_53} :L71
    .catchall {:t_63 .. :t_71} :L71
.end method

.method public final findTutor(Ljava/lang/String;)I
    .registers 11
    const-string v1, "name"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iget-object v0, v9, Lcom/tutortime/SessionRepo;->tutorDb:Lcom/tutortime/TutorDb;
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT id FROM tutors WHERE name = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_29
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    .line 52
    const/4 v0, 0x0
    move v8, v0
    .line 22
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 22
    move v7, v0
    :t_48
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v7
    goto :L76
    :t_58
    :L58
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_66
    :L66
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L76
    .line 22
    return v0
    .catch Ljava/lang/Throwable; {:t_29 .. :t_48} :L58
    .catchall {:t_29 .. :t_48} :L66
    .catchall {:t_58 .. :t_66} :L66
.end method

.method public final book(JLjava/lang/String;)J
    .registers 8
    const-string v1, "owner"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 26
    const-string v1, "slot_id"
    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 27
    const-string v1, "owner"
    invoke-virtual {v3, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    iget-object v0, v4, Lcom/tutortime/SessionRepo;->tutorDb:Lcom/tutortime/TutorDb;
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "bookings"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public final cancel(JLjava/lang/String;)I
    .registers 11
    const-string v1, "owner"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    iget-object v0, v7, Lcom/tutortime/SessionRepo;->tutorDb:Lcom/tutortime/TutorDb;
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "bookings"
    const-string v2, "slot_id = ? AND owner = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    const/4 v4, 0x1
    aput-object v10, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final history(I)I
    .registers 11
    .line 35
    iget-object v0, v9, Lcom/tutortime/SessionRepo;->tutorDb:Lcom/tutortime/TutorDb;
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT id FROM bookings WHERE uid = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static {v10}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_31
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    .line 52
    const/4 v0, 0x0
    move v8, v0
    .line 35
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 35
    move v7, v0
    :t_50
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v7
    goto :L78
    :t_60
    :L60
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_68
    :L68
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L78
    .line 35
    return v0
    .catch Ljava/lang/Throwable; {:t_31 .. :t_50} :L60
    .catchall {:t_31 .. :t_50} :L68
    .catchall {:t_60 .. :t_68} :L68
.end method

