# Java:
#   public Bundle call(String method, String arg, Bundle extras) {
#       SQLiteDatabase db = getContext().openOrCreateDatabase("c.db", 0, null);
#       (control: enumkey without the first decoder call)
#       Answer c = Answer.of(extras.getString("confirmed"));       // second decoder call of the same enum
#       if (c == Answer.YES) db.execSQL("DELETE FROM cache");      // TRUE CETP614
#       return new Bundle();
#   }
.class public Lcom/example/ek/ToolProvider;
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
    invoke-virtual {p0}, Lcom/example/ek/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "c.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/ek/Answer;->of(Ljava/lang/String;)Lcom/example/ek/Answer;
    move-result-object v2
    sget-object v3, Lcom/example/ek/Answer;->YES:Lcom/example/ek/Answer;
    if-ne v2, v3, :done
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    :done
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
