.class  Lcom/quiltroom/PatternDao_Impl$2;
.super Landroidx/room/SharedSQLiteStatement;
.source "PatternDao_Impl.java"

.field final synthetic this$0:Lcom/quiltroom/PatternDao_Impl;

.method constructor <init>(Lcom/quiltroom/PatternDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3
    .line 56
    iput-object v1, v0, Lcom/quiltroom/PatternDao_Impl$2;->this$0:Lcom/quiltroom/PatternDao_Impl;
    invoke-direct {v0, v2}, Landroidx/room/SharedSQLiteStatement;-><init>(Landroidx/room/RoomDatabase;)V
    return-void
.end method

.method public createQuery()Ljava/lang/String;
    .registers 2
    .line 60
    const-string v0, "DELETE FROM patterns WHERE id = ?"
    return-object v0
.end method

