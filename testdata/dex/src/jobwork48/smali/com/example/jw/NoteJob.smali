.class public Lcom/example/jw/NoteJob;
.super Landroidx/core/app/JobIntentService;
.source "NoteJob.java"

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Landroidx/core/app/JobIntentService;-><init>()V
    return-void
.end method

# static void enqueue(Context ctx, Intent work) { enqueueWork(ctx, NoteJob.class, 7, work); }
# javac names the class the inherited static method is called in: NoteJob.
.method static enqueue(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 4
    .line 14
    const-class v0, Lcom/example/jw/NoteJob;
    const/4 v1, 0x7
    invoke-static {p0, v0, v1, p1}, Lcom/example/jw/NoteJob;->enqueueWork(Landroid/content/Context;Ljava/lang/Class;ILandroid/content/Intent;)V
    .line 15
    return-void
.end method

.method protected onHandleWork(Landroid/content/Intent;)V
    .registers 6
    .line 19
    const-string v0, "name"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 20
    const-string v1, "notes.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {p0, v1, v2, v3}, Lcom/example/jw/NoteJob;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    .line 21
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DELETE FROM notes WHERE owner = '"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 22
    return-void
.end method
