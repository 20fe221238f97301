.class public final Lcom/tutortime/TutorDao_Impl;
.super Ljava/lang/Object;
.source "TutorDao_Impl.kt"

# interfaces
.implements Lcom/tutortime/TutorDao;

.field private final __db:Landroidx/room/RoomDatabase;

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3
    const-string v0, "__db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/tutortime/TutorDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 9
    return-void
.end method

.method public tutorsFor(Ljava/lang/String;)Ljava/util/List;
    .registers 12
    const-string v1, "subject"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v0, "SELECT name FROM tutors WHERE subject = ?"
    move-object v4, v0
    .line 14
    const/4 v1, 0x1
    invoke-static {v4, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    const-string v2, "acquire(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v5, v0
    .line 15
    const/4 v0, 0x1
    move v6, v0
    .line 16
    invoke-virtual {v5, v6, v11}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
    .line 17
    iget-object v0, v10, Lcom/tutortime/TutorDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 18
    iget-object v0, v10, Lcom/tutortime/TutorDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object v0
    const-string v2, "query(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v7, v0
    :t_59
    .line 19
    nop
    .line 20
    new-instance v0, Ljava/util/ArrayList;
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    move-object v8, v0
    :L79
    .line 21
    invoke-interface {v7}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L121
    .line 22
    const/4 v0, 0x0
    move-object v9, v0
    .line 23
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v9, v0
    .line 24
    invoke-interface {v8, v9}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    move-result v0
    goto :L79
    :L121
    .line 26
    move-object v9, v8
    :t_125
    .line 28
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 29
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 26
    return-object v9
    :L139
    .line 28
    move-exception v0
    move-object v9, v0
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 29
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V
    throw v9
    .catchall {:t_59 .. :t_125} :L139
.end method

.method public rawTutors(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    .registers 10
    const-string v1, "query"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    move-object v4, v9
    .line 35
    iget-object v0, v8, Lcom/tutortime/TutorDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 36
    iget-object v0, v8, Lcom/tutortime/TutorDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v0, v4, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object v0
    const-string v2, "query(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v5, v0
    :t_32
    .line 37
    nop
    .line 38
    new-instance v0, Ljava/util/ArrayList;
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    move-object v6, v0
    :L51
    .line 39
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L91
    .line 40
    const/4 v0, 0x0
    move-object v7, v0
    .line 41
    const/4 v1, 0x0
    invoke-interface {v5, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v7, v0
    .line 42
    invoke-interface {v6, v7}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    move-result v0
    goto :L51
    :L91
    .line 44
    move-object v7, v6
    :t_95
    .line 46
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 44
    return-object v7
    :L104
    .line 46
    move-exception v0
    move-object v7, v0
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    throw v7
    .catchall {:t_32 .. :t_95} :L104
.end method

