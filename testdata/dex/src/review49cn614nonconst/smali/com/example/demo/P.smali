# class P extends ContentProvider {
#   Bundle call(String method, String arg, Bundle extras) {
#     long id = extras.getLong("id");
#     String tok = extras.getString("resume_token");
#     boolean ok = Policy.preApproved(id);
#     Args a = new Args(id, ok);
#     if (extras.getBoolean("user_confirmed")) a = a.withConfirmed(TokenStore.check(tok));  // not forced
#     if (!a.confirmed) return Ask.ask(getContext());
#     SQLiteDatabase.openOrCreateDatabase("/data/data/com.example.demo/t.db", null).delete("t", "_id = ?", new String[]{String.valueOf(id)});
#     return new Bundle();
#   }
# }
.class public final Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    const-string v0, "id"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v0, v1}, Lcom/example/demo/Policy;->preApproved(J)Z
    move-result v3
    new-instance v4, Lcom/example/demo/Args;
    invoke-direct {v4, v0, v1, v3}, Lcom/example/demo/Args;-><init>(JZ)V
    const-string v5, "user_confirmed"
    invoke-virtual {p3, v5}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v5
    if-eqz v5, :test
    invoke-static {v2}, Lcom/example/demo/TokenStore;->check(Ljava/lang/String;)Z
    move-result v5
    invoke-virtual {v4, v5}, Lcom/example/demo/Args;->withConfirmed(Z)Lcom/example/demo/Args;
    move-result-object v4
    :test
    iget-boolean v5, v4, Lcom/example/demo/Args;->confirmed:Z
    if-nez v5, :go
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lcom/example/demo/Ask;->ask(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v5
    return-object v5
    :go
    const-string v5, "/data/data/com.example.demo/t.db"
    const/4 v6, 0x0
    invoke-static {v5, v6}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v5
    const-string v6, "t"
    const-string v7, "_id = ?"
    const/4 v3, 0x1
    new-array v2, v3, [Ljava/lang/String;
    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v3
    const/4 v0, 0x0
    aput-object v3, v2, v0
    invoke-virtual {v5, v6, v7, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    new-instance v5, Landroid/os/Bundle;
    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V
    return-object v5

.end method
