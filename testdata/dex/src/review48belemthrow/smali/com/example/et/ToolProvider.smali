# Java:
#   public Bundle call(String method, String arg, Bundle extras) {
#       SQLiteDatabase db = getContext().openOrCreateDatabase("c.db", 0, null);
#       boolean[] confirmed = extras.getBooleanArray("confirmed");
#       if (!confirmed[0]) throw new IllegalStateException();   // the Consumer's flag guards the purge: TRUE CETP614
#       db.execSQL("DELETE FROM cache");
#       return new Bundle();
#   }
.class public Lcom/example/et/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    invoke-virtual {p0}, Lcom/example/et/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "c.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getBooleanArray(Ljava/lang/String;)[Z
    move-result-object v1
    const/4 v2, 0x0
    aget-boolean v2, v1, v2
    if-nez v2, :run
    new-instance v3, Ljava/lang/IllegalStateException;
    invoke-direct {v3}, Ljava/lang/IllegalStateException;-><init>()V
    throw v3
    :run
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
