.class  Lcom/quiltroom/PatternDao_Impl$3;
.super Ljava/lang/Object;
.source "PatternDao_Impl.java"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field final synthetic val$id:Ljava/lang/String;
.field final synthetic this$0:Lcom/quiltroom/PatternDao_Impl;

.method constructor <init>(Lcom/quiltroom/PatternDao_Impl;Ljava/lang/String;)V
    .registers 3
    .line 79
    iput-object v1, v0, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    iput-object v2, v0, Lcom/quiltroom/PatternDao_Impl$3;->val$id:Ljava/lang/String;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public call()Ljava/lang/Integer;
    .registers 9
    .line 82
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$000(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/SharedSQLiteStatement;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/SharedSQLiteStatement;->acquire()Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 83
    const/4 v0, 0x1
    move v3, v0
    .line 84
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->val$id:Ljava/lang/String;
    if-nez v0, :L30
    .line 85
    invoke-interface {v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :L41
    :L30
    .line 87
    iget-object v1, v8, Lcom/quiltroom/PatternDao_Impl$3;->val$id:Ljava/lang/String;
    invoke-interface {v2, v3, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    :t_41
    :L41
    .line 90
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$100(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/RoomDatabase;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->beginTransaction()V
    :t_51
    .line 92
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    move-object v4, v0
    .line 93
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$100(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/RoomDatabase;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    .line 94
    move-object v5, v4
    :t_74
    .line 96
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$100(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/RoomDatabase;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    :t_84
    .line 99
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$000(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/SharedSQLiteStatement;
    move-result-object v0
    invoke-virtual {v0, v2}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V
    .line 94
    return-object v5
    :t_98
    :L98
    .line 96
    move-exception v0
    move-object v6, v0
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$100(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/RoomDatabase;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 97
    throw v6
    :L113
    .line 99
    move-exception v0
    move-object v7, v0
    :t_115
    iget-object v0, v8, Lcom/quiltroom/PatternDao_Impl$3;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-static {v0}, Lcom/quiltroom/PatternDao_Impl;->access$000(Lcom/quiltroom/PatternDao_Impl;)Landroidx/room/SharedSQLiteStatement;
    move-result-object v0
    invoke-virtual {v0, v2}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V
    .line 100
    throw v7
    .catchall {:t_51 .. :t_74} :L98
    .catchall {:t_41 .. :t_51} :L113
    .catchall {:t_74 .. :t_84} :L113
    .catchall {:t_98 .. :t_115} :L113
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .line 79
    invoke-virtual {v1}, Lcom/quiltroom/PatternDao_Impl$3;->call()Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

