.class final Lcom/dbase/PurgeTool;
.super Lcom/dbase/Tool;
.source "TableProvider.java"

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2
    .line 53
    invoke-direct {p0}, Lcom/dbase/Tool;-><init>()V
    iput-object p1, p0, Lcom/dbase/PurgeTool;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method doRun(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 55
    iget-object v0, p0, Lcom/dbase/PurgeTool;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "logs"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 56
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
