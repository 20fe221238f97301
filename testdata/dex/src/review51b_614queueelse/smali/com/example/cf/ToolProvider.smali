# Java (F1): the flag chooses between two DIFFERENT writes through the same sink (execSQL) in call():
#   public Bundle call(String method, String arg, Bundle extras) {
#       SQLiteDatabase db = getContext().openOrCreateDatabase("c.db", 0, null);
#       Step step = extras.getBoolean("confirmed") ? new Confirmed() : new Auto();
#       if (step instanceof Confirmed) {
#           Log.i("tools", "client says it confirmed");
#           db.execSQL("DELETE FROM notes");
#       } else {
#           db.execSQL("INSERT INTO pending(op) VALUES ('delete_notes')");
#       }
#       return new Bundle();
#   }
.class public Lcom/example/cf/ToolProvider;
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
    invoke-virtual {p0}, Lcom/example/cf/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "c.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :auto
    new-instance v2, Lcom/example/cf/Confirmed;
    invoke-direct {v2}, Lcom/example/cf/Confirmed;-><init>()V
    goto :chosen
    :auto
    new-instance v2, Lcom/example/cf/Auto;
    invoke-direct {v2}, Lcom/example/cf/Auto;-><init>()V
    :chosen
    instance-of v3, v2, Lcom/example/cf/Confirmed;
    if-eqz v3, :plain
    const-string v1, "tools"
    const-string v3, "client says it confirmed"
    invoke-static {v1, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    const-string v4, "DELETE FROM notes"
    invoke-virtual {v0, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    goto :done
    :plain
    const-string v4, "INSERT INTO pending(op) VALUES ('delete_notes')"
    invoke-virtual {v0, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    :done
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
