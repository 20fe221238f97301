.class public final Lcom/example/r8e/TasksProvider;
.super Landroid/content/ContentProvider;
.source "TasksProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private deleteAll()Landroid/os/Bundle;
    .registers 5
    .line 21
    const-string v0, "error_code"
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "message"
    const-string v3, "Confirm in the app"
    invoke-static {v0, v1, v2, v3}, Lcom/example/r8e/TasksProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 22
    return-object v0
.end method

.method private archive()Landroid/os/Bundle;
    .registers 7
    .line 26
    const-string v0, "error_code"
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "message"
    const-string v3, "Confirm the archive"
    invoke-static {v0, v1, v2, v3}, Lcom/example/r8e/TasksProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 27
    new-instance v1, Landroid/content/Intent;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/example/r8e/ConfirmActivity;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 28
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {v2, v3, v1, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 29
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v0
.end method

.method private missing()Landroid/os/Bundle;
    .registers 5
    .line 34
    const-string v0, "error_code"
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "message"
    const-string v3, "no such tool"
    invoke-static {v0, v1, v2, v3}, Lcom/example/r8e/TasksProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 35
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 41
    if-nez p3, :cond_0
    const/4 p1, 0x0
    goto :goto_0
    :cond_0
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 42
    :goto_0
    const-string p2, "delete_all"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_1
    invoke-direct {p0}, Lcom/example/r8e/TasksProvider;->deleteAll()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 43
    :cond_1
    const-string p2, "archive"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_2
    invoke-direct {p0}, Lcom/example/r8e/TasksProvider;->archive()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 44
    :cond_2
    invoke-direct {p0}, Lcom/example/r8e/TasksProvider;->missing()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 47
    const/4 v0, 0x1
    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4
    const/4 p1, 0x0
    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2
    const/4 p1, 0x0
    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3
    const/4 p1, 0x0
    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    const/4 p1, 0x0
    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    const/4 p1, 0x0
    return p1
.end method
