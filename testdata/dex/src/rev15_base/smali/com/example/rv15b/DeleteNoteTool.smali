.class final Lcom/example/rv15b/DeleteNoteTool;
.super Ljava/lang/Object;
.source "DeleteNoteTool.java"

# interfaces
.implements Lcom/example/rv15b/Tool;

.method constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic fail(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 2
    invoke-static {p0, p1}, Lcom/example/rv15b/Tool$-CC;->$default$fail(Lcom/example/rv15b/Tool;Ljava/lang/Throwable;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 12
    const-string v0, "resume_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 13
    if-eqz v0, :cond_1
    invoke-static {v0, p2}, Lcom/example/rv15b/Resumes;->consume(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_0
    goto :goto_1
    .line 15
    :cond_0
    :try_start_0
    new-instance p2, Lorg/json/JSONObject;
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-direct {p2, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p3, "id"
    invoke-virtual {p2, p3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide p2
    .line 16
    const-string v0, "notes.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "notes"
    const-string v1, "id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    invoke-static {p2, p3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object p2
    const/4 p3, 0x0
    aput-object p2, v2, p3
    invoke-virtual {p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 17
    const-string p1, "{\"deleted\":true}"
    invoke-static {p1}, Lcom/example/rv15b/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    .line 19
    :catch_0
    move-exception p1
    invoke-virtual {p0, p1}, Lcom/example/rv15b/DeleteNoteTool;->fail(Ljava/lang/Throwable;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 22
    :cond_1
    :goto_1
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/rv15b/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 23
    const-string v1, "tool"
    const-string v2, "delete_note"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 24
    const/16 v1, 0x8
    const/high16 v2, 0xc000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 25
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "confirm deletion"
    invoke-static {p3, v0}, Lcom/example/rv15b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p3
    .line 26
    const-string v0, "resolution"
    invoke-virtual {p3, v0, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 27
    const-string p1, "resume_token"
    invoke-static {p2}, Lcom/example/rv15b/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object p3
.end method
