.class public Lcom/example/r29b/PaymentsProvider;
.super Landroid/content/ContentProvider;
.source "PaymentsProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r29b/PaymentsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29b/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29b/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29b/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29b/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "link_bank"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    new-instance v0, Lcom/example/r29b/Reply$Builder;
    invoke-direct {v0}, Lcom/example/r29b/Reply$Builder;-><init>()V
    const-string v1, "AUTH_REQUIRED"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    const-string v1, "link your bank first"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/r29b/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string v0, "approve_payment"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    invoke-direct {p0, p2, p3}, Lcom/example/r29b/PaymentsProvider;->approve(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string v0, "edit_payment"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_32
    invoke-direct {p0, p2}, Lcom/example/r29b/PaymentsProvider;->edit(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string v0, "refund_payment"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_33
    invoke-direct {p0, p2, p3}, Lcom/example/r29b/PaymentsProvider;->refund(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private approve(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 36
    new-instance v0, Lcom/example/r29b/Confirm$Builder;
    invoke-virtual {p0}, Lcom/example/r29b/PaymentsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r29b/Confirm$Builder;-><init>(Landroid/content/Context;)V
    const-class v1, Lcom/example/r29b/ConfirmActivity;
    invoke-virtual {v0, v1}, Lcom/example/r29b/Confirm$Builder;->target(Ljava/lang/Class;)Lcom/example/r29b/Confirm$Builder;
    move-result-object v0
    const-string v1, "payment_id"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "payment"
    invoke-virtual {v0, v2, v1}, Lcom/example/r29b/Confirm$Builder;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r29b/Confirm$Builder;
    move-result-object v0
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Lcom/example/r29b/Confirm$Builder;->build(I)Landroid/app/PendingIntent;
    move-result-object v2
    .line 37
    new-instance v0, Lcom/example/r29b/Reply$Builder;
    invoke-direct {v0}, Lcom/example/r29b/Reply$Builder;-><init>()V
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    const-string v1, "approve on the device"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    invoke-static {p1}, Lcom/example/r29b/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v2, p1}, Lcom/example/r29b/Reply$Builder;->resolve(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/r29b/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private edit(I)Landroid/os/Bundle;
    .registers 5
    .line 40
    new-instance v0, Lcom/example/r29b/Confirm$Builder;
    invoke-virtual {p0}, Lcom/example/r29b/PaymentsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r29b/Confirm$Builder;-><init>(Landroid/content/Context;)V
    const-class v1, Lcom/example/r29b/ConfirmActivity;
    invoke-virtual {v0, v1}, Lcom/example/r29b/Confirm$Builder;->target(Ljava/lang/Class;)Lcom/example/r29b/Confirm$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/r29b/Confirm$Builder;->editable()Lcom/example/r29b/Confirm$Builder;
    move-result-object v0
    const/4 v1, 0x2
    invoke-virtual {v0, v1}, Lcom/example/r29b/Confirm$Builder;->build(I)Landroid/app/PendingIntent;
    move-result-object v2
    .line 41
    new-instance v0, Lcom/example/r29b/Reply$Builder;
    invoke-direct {v0}, Lcom/example/r29b/Reply$Builder;-><init>()V
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    const-string v1, "edit on the device"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    invoke-static {p1}, Lcom/example/r29b/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v2, p1}, Lcom/example/r29b/Reply$Builder;->resolve(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/r29b/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private refund(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 44
    new-instance v0, Lcom/example/r29b/Confirm$Builder;
    invoke-virtual {p0}, Lcom/example/r29b/PaymentsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r29b/Confirm$Builder;-><init>(Landroid/content/Context;)V
    const-string v1, "payment_id"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "payment"
    invoke-virtual {v0, v2, v1}, Lcom/example/r29b/Confirm$Builder;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r29b/Confirm$Builder;
    move-result-object v0
    const/4 v1, 0x3
    invoke-virtual {v0, v1}, Lcom/example/r29b/Confirm$Builder;->build(I)Landroid/app/PendingIntent;
    move-result-object v2
    .line 45
    new-instance v0, Lcom/example/r29b/Reply$Builder;
    invoke-direct {v0}, Lcom/example/r29b/Reply$Builder;-><init>()V
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    const-string v1, "refund on the device"
    invoke-virtual {v0, v1}, Lcom/example/r29b/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object v0
    invoke-static {p1}, Lcom/example/r29b/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v2, p1}, Lcom/example/r29b/Reply$Builder;->resolve(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/r29b/Reply$Builder;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/r29b/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
