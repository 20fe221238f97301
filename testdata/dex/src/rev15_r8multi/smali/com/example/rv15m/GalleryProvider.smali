.class public final Lcom/example/rv15m/GalleryProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public final a(ILandroid/os/Bundle;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 7
    .line 32
    const-string v0, "resume_token"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 33
    if-eqz v0, :cond_0
    invoke-static {v0, p1}, La/e;->b(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 34
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p3, "albums"
    const/4 v0, 0x0
    invoke-virtual {p1, p3, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string p3, "tool_name"
    invoke-virtual {p2, p3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string v0, "args"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-interface {p1, p3, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 35
    const-string p1, "{\"done\":true}"
    invoke-static {p1}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 37
    :cond_0
    const-string p2, "USER_ACTION_REQUIRED"
    const-string v0, "confirm in Gallery"
    invoke-static {p2, v0}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p2
    .line 38
    const-string v0, "resolution"
    invoke-virtual {p2, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 39
    invoke-static {p1}, La/e;->a(I)Ljava/lang/String;
    move-result-object p1
    const-string p3, "resume_token"
    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    return-object p2
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 19
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, La/b;->a(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 20
    :cond_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, La/d;->a(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, La/d;->b(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    .line 22
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    .line 25
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_5
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 27
    const-string v0, "delete_album"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_6
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, La/c;->a(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-virtual {p0, p2, p3, p1}, Lcom/example/rv15m/GalleryProvider;->a(ILandroid/os/Bundle;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_6
    const-string v0, "hide_album"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_7
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, La/c;->b(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-virtual {p0, p2, p3, p1}, Lcom/example/rv15m/GalleryProvider;->a(ILandroid/os/Bundle;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_7
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
