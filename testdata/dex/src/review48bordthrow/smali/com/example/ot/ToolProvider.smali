# Java (Answer: enum YES, NO with static of(String), see Answer.smali):
#   public Bundle call(String method, String arg, Bundle extras) {
#       SQLiteDatabase db = getContext().openOrCreateDatabase("c.db", 0, null);
#       Answer c = Answer.of(extras.getString("confirmed"));
#       if (c.ordinal() != 0) throw new IllegalStateException();   // refuse unless the Consumer said YES: TRUE CETP614
#       db.execSQL("DELETE FROM cache");
#       return new Bundle();
#   }
.class public Lcom/example/ot/ToolProvider;
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
    invoke-virtual {p0}, Lcom/example/ot/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "c.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/ot/Answer;->of(Ljava/lang/String;)Lcom/example/ot/Answer;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Enum;->ordinal()I
    move-result v2
    if-eqz v2, :run
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
