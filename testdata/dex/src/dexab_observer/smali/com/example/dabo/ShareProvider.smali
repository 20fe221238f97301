.class public Lcom/example/dabo/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.java"

.field private targets:Ljava/util/Observer;

.field private audit:Ljava/util/Observer;

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 17
    new-instance v0, Lcom/example/dabo/TargetObserver;
    invoke-virtual {p0}, Lcom/example/dabo/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/dabo/TargetObserver;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/example/dabo/ShareProvider;->targets:Ljava/util/Observer;
    .line 18
    new-instance v0, Lcom/example/dabo/AuditObserver;
    invoke-direct {v0}, Lcom/example/dabo/AuditObserver;-><init>()V
    iput-object v0, p0, Lcom/example/dabo/ShareProvider;->audit:Ljava/util/Observer;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/dabo/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/dabo/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/dabo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/dabo/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/dabo/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/dabo/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/dabo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/dabo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/dabo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "open_confirm"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0}, Lcom/example/dabo/ShareProvider;->openConfirm()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "open_audited"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0}, Lcom/example/dabo/ShareProvider;->openAudited()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/dabo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private openConfirm()Landroid/os/Bundle;
    .registers 6
    .line 34
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.dabo.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 35
    iget-object v1, p0, Lcom/example/dabo/ShareProvider;->targets:Ljava/util/Observer;
    const/4 v2, 0x0
    invoke-interface {v1, v2, v0}, Ljava/util/Observer;->update(Ljava/util/Observable;Ljava/lang/Object;)V
    # near miss CETP602: the Observer in targets (TargetObserver, the only class its writer stores) names the component
    .line 36
    invoke-virtual {p0}, Lcom/example/dabo/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/high16 v3, 0x4000000
    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 37
    const-string v1, "{}"
    invoke-static {v1}, Lcom/example/dabo/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    const-string v4, "resolution"
    invoke-virtual {v1, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
.end method

.method private openAudited()Landroid/os/Bundle;
    .registers 6
    .line 40
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.dabo.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 41
    iget-object v1, p0, Lcom/example/dabo/ShareProvider;->audit:Ljava/util/Observer;
    const/4 v2, 0x0
    invoke-interface {v1, v2, v0}, Ljava/util/Observer;->update(Ljava/util/Observable;Ljava/lang/Object;)V
    # true positive CETP602: the Observer in audit (AuditObserver) only logs the Intent, which stays implicit
    .line 42
    invoke-virtual {p0}, Lcom/example/dabo/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/high16 v3, 0x4000000
    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 43
    const-string v1, "{}"
    invoke-static {v1}, Lcom/example/dabo/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    const-string v4, "resolution"
    invoke-virtual {v1, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
.end method

