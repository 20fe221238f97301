.class  Lcom/quiltroom/PatternDao_Impl$1;
.super Landroidx/room/EntityInsertionAdapter;
.source "PatternDao_Impl.java"

.field final synthetic this$0:Lcom/quiltroom/PatternDao_Impl;

.method constructor <init>(Lcom/quiltroom/PatternDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3
    .line 34
    iput-object v1, v0, Lcom/quiltroom/PatternDao_Impl$1;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-direct {v0, v2}, Landroidx/room/EntityInsertionAdapter;-><init>(Landroidx/room/RoomDatabase;)V
    return-void
.end method

.method protected createQuery()Ljava/lang/String;
    .registers 2
    .line 37
    const-string v0, "INSERT OR ABORT INTO `patterns` (`id`,`name`,`blocks`,`ownerUid`) VALUES (?,?,?,?)"
    return-object v0
.end method

.method protected bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/quiltroom/Pattern;)V
    .registers 7
    .line 42
    invoke-virtual {v6}, Lcom/quiltroom/Pattern;->getId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L17
    .line 43
    const/4 v1, 0x1
    invoke-interface {v5, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :L28
    :L17
    .line 45
    const/4 v1, 0x1
    invoke-virtual {v6}, Lcom/quiltroom/Pattern;->getId()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v5, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    :L28
    .line 47
    invoke-virtual {v6}, Lcom/quiltroom/Pattern;->getName()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L45
    .line 48
    const/4 v1, 0x2
    invoke-interface {v5, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :L56
    :L45
    .line 50
    const/4 v1, 0x2
    invoke-virtual {v6}, Lcom/quiltroom/Pattern;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v5, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    :L56
    .line 52
    const/4 v1, 0x3
    invoke-virtual {v6}, Lcom/quiltroom/Pattern;->getBlocks()I
    move-result v2
    int-to-long v2, v2
    invoke-interface {v5, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 53
    const/4 v1, 0x4
    invoke-virtual {v6}, Lcom/quiltroom/Pattern;->getOwnerUid()I
    move-result v2
    int-to-long v2, v2
    invoke-interface {v5, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 54
    return-void
.end method

.method protected bridge synthetic bind(Landroidx/sqlite/db/SupportSQLiteStatement;Ljava/lang/Object;)V
    .registers 3
    .line 34
    check-cast v2, Lcom/quiltroom/Pattern;
    invoke-virtual {v0, v1, v2}, Lcom/quiltroom/PatternDao_Impl$1;->bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/quiltroom/Pattern;)V
    return-void
.end method

