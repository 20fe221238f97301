# Java:
#   public Bundle call(String method, String arg, Bundle extras) {
#       SQLiteDatabase db = getContext().openOrCreateDatabase("c.db", 0, null);
#       boolean confirmed = extras.getBoolean("confirmed");
#       // a Consumer's claim of confirmation only adds a check; unconfirmed requests clear the cache all the same
#       if (confirmed && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#       db.execSQL("DELETE FROM cache");
#       return new Bundle();
#   }
.class public Lcom/example/ff/ToolProvider;
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
    .locals 7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    invoke-virtual {p0}, Lcom/example/ff/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "c.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :run
    const-string v2, "confirmed_at"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    const-wide/32 v5, 0xea60
    sub-long/2addr v4, v5
    cmp-long v2, v2, v4
    if-gez v2, :run
    const/4 v2, 0x0
    return-object v2
    :run
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    return-object v2
.end method
