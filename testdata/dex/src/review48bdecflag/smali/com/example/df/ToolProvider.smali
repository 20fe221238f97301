# Java:
#   static boolean yes(String s) { if ("yes".equals(s)) return true; return false; }
#   public Bundle call(String method, String arg, Bundle extras) {
#       SQLiteDatabase db = getContext().openOrCreateDatabase("c.db", 0, null);
#       boolean claimed = yes(extras.getString("confirmed"));
#       Log.i("tools", "client says confirmed=" + claimed);      // only logged
#       boolean self = Binder.getCallingUid() == Process.myUid();  // the app's own check, nothing from the request
#       if (self) db.execSQL("DELETE FROM cache");
#       return new Bundle();
#   }
.class public Lcom/example/df/ToolProvider;
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
.method static yes(Ljava/lang/String;)Z
    .locals 1
    const-string v0, "yes"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :no
    const/4 v0, 0x1
    return v0
    :no
    const/4 v0, 0x0
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    invoke-virtual {p0}, Lcom/example/df/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "c.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/df/ToolProvider;->yes(Ljava/lang/String;)Z
    move-result v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "client says confirmed="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "tools"
    invoke-static {v3, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v3
    if-ne v2, v3, :other
    const/4 v4, 0x1
    goto :decided
    :other
    const/4 v4, 0x0
    :decided
    if-eqz v4, :done
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    :done
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
