.class final Lcom/example/rv15b/ShareNoteTool;
.super Ljava/lang/Object;
.source "ShareNoteTool.java"

# interfaces
.implements Lcom/example/rv15b/Tool;

.method constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public fail(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 4
    .line 34
    const-string v0, "notes"
    const-string v1, "share failed"
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    # near miss CETP607: the override sends a fixed text, the exception only goes to the log
    .line 35
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "could not share the note"
    invoke-static {p1, v0}, Lcom/example/rv15b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 13
    const-string v0, "resume_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 14
    if-eqz v0, :cond_0
    invoke-static {v0, p2}, Lcom/example/rv15b/Resumes;->consume(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 16
    :try_start_0
    new-instance p2, Landroid/content/Intent;
    const-string v0, "com.example.rv15b.SHARE_NOTE"
    invoke-direct {p2, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 17
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string v0, "payload"
    invoke-virtual {p2, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 18
    invoke-virtual {p1, p2}, Landroid/content/Context;->sendBroadcast(Landroid/content/Intent;)V
    .line 19
    const-string p1, "{\"shared\":true}"
    invoke-static {p1}, Lcom/example/rv15b/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/SecurityException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    .line 21
    :catch_0
    move-exception p1
    invoke-virtual {p0, p1}, Lcom/example/rv15b/ShareNoteTool;->fail(Ljava/lang/Throwable;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_0
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/rv15b/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 25
    const-string v1, "tool"
    const-string v2, "share_note"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 26
    const/4 v1, 0x7
    const/high16 v2, 0x8000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 27
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "confirm sharing"
    invoke-static {p3, v0}, Lcom/example/rv15b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p3
    .line 28
    const-string v0, "resolution"
    invoke-virtual {p3, v0, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 29
    const-string p1, "resume_token"
    invoke-static {p2}, Lcom/example/rv15b/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object p3
.end method
