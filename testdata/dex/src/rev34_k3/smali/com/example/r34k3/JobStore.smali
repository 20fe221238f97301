.class public final Lcom/example/r34k3/JobStore;
.super Ljava/lang/Object;
.source "Crew.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCrew.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Crew.kt\ncom/example/r34k3/JobStore\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,44:1\n1#2:45\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    const-string v0, "jobs.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r34k3/JobStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 12
    return-void
.end method

.method public final close(Ljava/lang/String;)V
    .registers 7
    const-string v0, "job"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iget-object v0, p0, Lcom/example/r34k3/JobStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    move-object v2, v1
    .local v2, "$this$close_u24lambda_u241":Landroid/content/ContentValues;
    const/4 v3, 0x0
    .line 45
    .local v3, "$i$a$-apply-JobStore$close$1":I
    .line 22
    const-string v4, "state"
    const-string v3, "closed"
    invoke-virtual {v2, v4, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .end local v2    # "$this$close_u24lambda_u241":Landroid/content/ContentValues;
    .end local v3    # "$i$a$-apply-JobStore$close$1":I
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v2, v3
    const-string p1, "jobs"
    const-string v3, "id = ?"
    invoke-virtual {v0, p1, v1, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 23
    return-void
.end method

.method public final jobsFor(I)Ljava/lang/String;
    .registers 13
    .line 15
    iget-object v0, p0, Lcom/example/r34k3/JobStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT id FROM jobs WHERE owner_uid = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 v0, 0x0
    :try_start_14
    move-object v1, p1
    check-cast v1, Landroid/database/Cursor;
    .local v1, "c":Landroid/database/Cursor;
    const/4 v3, 0x0
    .line 16
    .local v3, "$i$a$-use-JobStore$jobsFor$1":I
    new-instance v4, Ljava/util/ArrayList;
    invoke-direct {v4}, Ljava/util/ArrayList;-><init>()V
    check-cast v4, Ljava/util/List;
    .line 17
    :goto_loop
    invoke-interface {v1}, Landroid/database/Cursor;->moveToNext()Z
    move-result v5
    if-eqz v5, :cond_done
    invoke-interface {v1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    invoke-interface {v4, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :goto_loop
    .line 18
    :cond_done
    move-object v2, v4
    check-cast v2, Ljava/lang/Iterable;
    const-string v1, ","
    move-object v3, v1
    check-cast v3, Ljava/lang/CharSequence;
    const-string v1, "["
    move-object v4, v1
    check-cast v4, Ljava/lang/CharSequence;
    const-string v1, "]"
    move-object v5, v1
    check-cast v5, Ljava/lang/CharSequence;
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/16 v9, 0x38
    const/4 v10, 0x0
    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    .end local v1    # "c":Landroid/database/Cursor;
    .end local v3    # "$i$a$-use-JobStore$jobsFor$1":I
    :try_end_4c
    .catchall {:try_start_14 .. :try_end_4c} :catchall_51
    .line 15
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 19
    return-object v1
    :catchall_51
    move-exception v0
    :try_start_52
    throw v0
    :try_end_53
    .catchall {:try_start_52 .. :try_end_53} :catchall_53
    :catchall_53
    move-exception v1
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.method public final reassign(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9
    const-string v0, "job"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tech"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "by"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    iget-object v0, p0, Lcom/example/r34k3/JobStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    move-object v2, v1
    .local v2, "$this$reassign_u24lambda_u242":Landroid/content/ContentValues;
    const/4 v3, 0x0
    .line 45
    .local v3, "$i$a$-apply-JobStore$reassign$1":I
    .line 26
    const-string v4, "technician"
    invoke-virtual {v2, v4, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p2, "assigned_by"
    invoke-virtual {v2, p2, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .end local v2    # "$this$reassign_u24lambda_u242":Landroid/content/ContentValues;
    .end local v3    # "$i$a$-apply-JobStore$reassign$1":I
    const/4 p2, 0x1
    new-array p2, p2, [Ljava/lang/String;
    const/4 p3, 0x0
    aput-object p1, p2, p3
    const-string p1, "jobs"
    const-string p3, "id = ?"
    invoke-virtual {v0, p1, v1, p3, p2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 27
    return-void
.end method
