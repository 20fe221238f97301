.class public final Lcom/visitloop/care/VisitDao_Impl;
.super Ljava/lang/Object;
.source "Generated.kt"

# interfaces
.implements Lcom/visitloop/care/VisitDao;

.field private final __db:Landroidx/room/RoomDatabase;

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3
    const-string v0, "__db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 152
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    return-void
.end method

.method public findByPatient(Ljava/lang/String;)Ljava/util/List;
    .registers 11
    const-string v1, "patient"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 154
    const-string v0, "SELECT patient FROM visits WHERE patient = ? ORDER BY due"
    move-object v3, v0
    .line 155
    sget-object v0, Landroidx/room/RoomSQLiteQuery;->Companion:Landroidx/room/RoomSQLiteQuery$Companion;
    const/4 v2, 0x1
    invoke-virtual {v0, v3, v2}, Landroidx/room/RoomSQLiteQuery$Companion;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    move-object v4, v0
    .line 156
    const/4 v0, 0x1
    move v5, v0
    .line 157
    invoke-virtual {v4, v5, v10}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
    .line 158
    iget-object v0, v9, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    check-cast v4, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-virtual {v0, v4}, Landroidx/room/RoomDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    :t_41
    .line 159
    nop
    .line 160
    new-instance v0, Ljava/util/ArrayList;
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    move-object v7, v0
    :L58
    .line 161
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L85
    .line 162
    const/4 v2, 0x0
    invoke-interface {v6, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    goto :L58
    :L85
    .line 164
    check-cast v7, Ljava/util/List;
    move-object v8, v7
    :t_92
    .line 166
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 167
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 164
    return-object v8
    :L106
    .line 166
    move-exception v0
    move-object v8, v0
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 167
    invoke-virtual {v4}, Landroidx/room/RoomSQLiteQuery;->release()V
    throw v8
    .catchall {:t_41 .. :t_92} :L106
.end method

.method public countForNurse(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 172
    const-string v0, "SELECT count(*) FROM visits WHERE nurse_uid = ?"
    move-object v4, v0
    .line 173
    sget-object v0, Landroidx/room/RoomSQLiteQuery;->Companion:Landroidx/room/RoomSQLiteQuery$Companion;
    const/4 v2, 0x1
    invoke-virtual {v0, v4, v2}, Landroidx/room/RoomSQLiteQuery$Companion;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    move-object v5, v0
    .line 174
    const/4 v1, 0x1
    int-to-long v2, v10
    invoke-virtual {v5, v1, v2, v3}, Landroidx/room/RoomSQLiteQuery;->bindLong(IJ)V
    .line 175
    iget-object v0, v9, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    check-cast v5, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-virtual {v0, v5}, Landroidx/room/RoomDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    :t_35
    .line 176
    nop
    .line 177
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L57
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L58
    :L57
    const/4 v0, 0x0
    :L58
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    move-object v7, v0
    :t_63
    .line 179
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 180
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 177
    return-object v7
    :L78
    .line 179
    move-exception v0
    move-object v8, v0
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 180
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V
    throw v8
    .catchall {:t_35 .. :t_63} :L78
.end method

.method public openCount()I
    .registers 8
    .line 185
    sget-object v0, Landroidx/room/RoomSQLiteQuery;->Companion:Landroidx/room/RoomSQLiteQuery$Companion;
    const-string v1, "SELECT count(*) FROM visits WHERE done = 0"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroidx/room/RoomSQLiteQuery$Companion;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    move-object v3, v0
    .line 186
    iget-object v0, v7, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    check-cast v3, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-virtual {v0, v3}, Landroidx/room/RoomDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    :t_22
    .line 187
    nop
    .line 188
    invoke-interface {v4}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L42
    const/4 v1, 0x0
    invoke-interface {v4, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L43
    :L42
    const/4 v0, 0x0
    :L43
    move v5, v0
    :t_44
    .line 190
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 191
    invoke-virtual {v3}, Landroidx/room/RoomSQLiteQuery;->release()V
    .line 188
    return v5
    :L56
    .line 190
    move-exception v0
    move-object v6, v0
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 191
    invoke-virtual {v3}, Landroidx/room/RoomSQLiteQuery;->release()V
    throw v6
    .catchall {:t_22 .. :t_44} :L56
.end method

.method public complete(J)I
    .registers 6
    .line 196
    iget-object v0, v3, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "UPDATE visits SET done = 1 WHERE _id = ?"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 197
    const/4 v1, 0x1
    invoke-interface {v2, v1, v4, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 198
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    return v0
.end method

.method public reassign(JLjava/lang/String;)I
    .registers 7
    const-string v1, "assignedBy"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 202
    iget-object v0, v3, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "UPDATE visits SET assigned_by = ? WHERE _id = ?"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 203
    const/4 v1, 0x1
    invoke-interface {v2, v1, v6}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 204
    const/4 v1, 0x2
    invoke-interface {v2, v1, v4, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 205
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    return v0
.end method

.method public searchNotes(Landroidx/sqlite/db/SupportSQLiteQuery;)I
    .registers 7
    const-string v1, "query"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 209
    iget-object v0, v5, Lcom/visitloop/care/VisitDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0, v6}, Landroidx/room/RoomDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    move-object v2, v0
    :t_15
    .line 210
    nop
    .line 211
    invoke-interface {v2}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L35
    const/4 v1, 0x0
    invoke-interface {v2, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L36
    :L35
    const/4 v0, 0x0
    :L36
    move v3, v0
    :t_37
    .line 213
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    .line 211
    return v3
    :L45
    .line 213
    move-exception v0
    move-object v4, v0
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    throw v4
    .catchall {:t_15 .. :t_37} :L45
.end method

