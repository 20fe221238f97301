.class public Lcom/example/jw/TableJob;
.super Landroidx/core/app/JobIntentService;
.source "TableJob.java"

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroidx/core/app/JobIntentService;-><init>()V
    return-void
.end method

.method protected onHandleWork(Landroid/content/Intent;)V
    .registers 6
    .line 12
    const-string v0, "table"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 13
    const-string v1, "notes.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {p0, v1, v2, v3}, Lcom/example/jw/TableJob;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    .line 14
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DELETE FROM "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    return-void
.end method
