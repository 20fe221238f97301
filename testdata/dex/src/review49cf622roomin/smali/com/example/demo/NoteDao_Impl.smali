# // what Room's compiler generates for
# //   @Query("DELETE FROM notes WHERE id IN (:ids)") int deleteByIds(List<String> ids);
# //   @Query("SELECT * FROM notes WHERE owner = ?") Cursor findByOwner(String owner);
# final class NoteDao_Impl {
#   final RoomDatabase __db;
#   NoteDao_Impl(RoomDatabase db) { __db = db; }
#   int deleteByIds(List<String> ids) {
#     StringBuilder _sb = StringUtil.newStringBuilder();
#     _sb.append("DELETE FROM notes WHERE id IN (");
#     int _inputSize = ids.size();
#     StringUtil.appendPlaceholders(_sb, _inputSize);
#     _sb.append(")");
#     SupportSQLiteStatement _stmt = __db.compileStatement(_sb.toString());
#     int _argIndex = 1;
#     for (String _item : ids) { _stmt.bindString(_argIndex, _item); _argIndex++; }
#     return _stmt.executeUpdateDelete();
#   }
#   Cursor findByOwner(String owner) {
#     RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire("SELECT * FROM notes WHERE owner = ?", 1);
#     _statement.bindString(1, owner);
#     return __db.query(_statement);
#   }
#   Cursor countByOwner(String owner) { return __db.query("SELECT count(*) FROM notes WHERE owner = ?", new Object[]{owner}); }
#   Cursor byIds(List<String> ids) {            // @Query("SELECT * FROM notes WHERE id IN (:ids)")
#     StringBuilder _sb = StringUtil.newStringBuilder(); _sb.append("SELECT * FROM notes WHERE id IN (");
#     int _inputSize = ids.size(); StringUtil.appendPlaceholders(_sb, _inputSize); _sb.append(")");
#     RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sb.toString(), _inputSize + 0);
#     int _argIndex = 1; for (String _item : ids) { _statement.bindString(_argIndex, _item); _argIndex++; }
#     return __db.query(_statement);
#   }
# }
.class public final Lcom/example/demo/NoteDao_Impl;
.super Ljava/lang/Object;
.field private final __db:Landroidx/room/RoomDatabase;
.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/demo/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    return-void
.end method
.method public deleteByIds(Ljava/util/List;)I
    .registers 8
    invoke-static {}, Landroidx/room/util/StringUtil;->newStringBuilder()Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "DELETE FROM notes WHERE id IN ("
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result v1
    invoke-static {v0, v1}, Landroidx/room/util/StringUtil;->appendPlaceholders(Ljava/lang/StringBuilder;I)V
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/demo/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v1, v0}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :loop
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :end
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    invoke-interface {v0, v1, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :end
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    return v0
.end method
.method public findByOwner(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5
    const-string v0, "SELECT * FROM notes WHERE owner = ?"
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    invoke-virtual {v0, v1, p1}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
    iget-object v2, p0, Lcom/example/demo/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v2, v0}, Landroidx/room/RoomDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method
.method public countByOwner(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    iget-object v0, p0, Lcom/example/demo/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "SELECT count(*) FROM notes WHERE owner = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    const/4 v3, 0x0
    aput-object p1, v2, v3
    invoke-virtual {v0, v1, v2}, Landroidx/room/RoomDatabase;->query(Ljava/lang/String;[Ljava/lang/Object;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method
.method public byIds(Ljava/util/List;)Landroid/database/Cursor;
    .registers 8
    invoke-static {}, Landroidx/room/util/StringUtil;->newStringBuilder()Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "SELECT * FROM notes WHERE id IN ("
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result v4
    invoke-static {v0, v4}, Landroidx/room/util/StringUtil;->appendPlaceholders(Ljava/lang/StringBuilder;I)V
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    add-int/lit8 v1, v4, 0x0
    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :loop
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :end
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v0, v1, v3}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :end
    iget-object v2, p0, Lcom/example/demo/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v2, v0}, Landroidx/room/RoomDatabase;->query(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method
