.class public Lcom/example/r31j2/ApprovalProvider;
.super Landroid/content/ContentProvider;
.source "ApprovalProvider.java"

# Java sketch: sketch/ApprovalProvider.java (javac 17 + D8 --min-api 24).

.field private static final PARTNER:Ljava/lang/String; = "com.example.partner"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private static confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .registers 4
    .line 42
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r31j2/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string p0, "tool"
    invoke-virtual {v0, p0, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method private static needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 4
    .line 56
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the app"
    invoke-static {v0, v1}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 57
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 58
    invoke-static {p1}, Lcom/example/r31j2/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p0
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 59
    return-object v0
.end method

.method private static perform(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 62
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "approved "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "approval"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 63
    const-string p0, "{\"done\":true}"
    invoke-static {p0}, Lcom/example/r31j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private static receipt(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 51
    new-instance v0, Landroid/content/Intent;
    const-string v1, "android.intent.action.VIEW"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 52
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/r31j2/ConfirmActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setSelector(Landroid/content/Intent;)V
    .line 53
    const/4 v1, 0x4
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method private static reviewStack(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    .registers 5
    .line 45
    invoke-static {p0}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/r31j2/HomeActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 46
    invoke-virtual {v0, v1}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object p0
    .line 47
    invoke-virtual {p0, p1}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object p0
    .line 48
    const/4 p1, 0x3
    const/high16 v0, 0x4000000
    invoke-virtual {p0, p1, v0}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object p0
    .line 45
    return-object p0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r31j2/ApprovalProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r31j2/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r31j2/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r31j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r31j2/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "resume_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 30
    if-eqz v0, :cond_31
    invoke-static {v0, p2}, Lcom/example/r31j2/Resumes;->consume(Ljava/lang/String;I)Z
    move-result p2
    if-eqz p2, :cond_30
    invoke-static {p1}, Lcom/example/r31j2/ApprovalProvider;->perform(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_30
    :cond_30
    const-string p1, "INVALID_REQUEST"
    const-string p2, "bad resume token"
    invoke-static {p1, p2}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :goto_30
    return-object p1
    .line 31
    :cond_31
    invoke-virtual {p0}, Lcom/example/r31j2/ApprovalProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 32
    const-string v1, "pay_bill"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    const/high16 v2, 0x8000000
    if-eqz v1, :cond_33
    invoke-static {v0, p1}, Lcom/example/r31j2/ApprovalProvider;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    const/4 p3, 0x1
    invoke-static {v0, p3, p1, v2, p3}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string v1, "pay_contact"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_34
    new-instance p1, Landroid/content/Intent;
    const-class v1, Lcom/example/r31j2/PayeeActivity;
    invoke-direct {p1, v0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "payee"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    const/4 p3, 0x2
    const/4 v1, 0x0
    invoke-static {v0, p3, p1, v2, v1}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_34
    const-string v1, "review_order"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_35
    new-instance p1, Landroid/content/Intent;
    const-string p3, "com.example.r31j2.REVIEW_ORDER"
    invoke-direct {p1, p3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-static {v0, p1}, Lcom/example/r31j2/ApprovalProvider;->reviewStack(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_35
    const-string v1, "review_cart"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_36
    invoke-static {v0, p1}, Lcom/example/r31j2/ApprovalProvider;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/r31j2/ApprovalProvider;->reviewStack(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_36
    const-string v1, "open_receipt"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_37
    invoke-static {v0}, Lcom/example/r31j2/ApprovalProvider;->receipt(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 37
    :cond_37
    const-string v1, "approve_transfer"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    const/high16 v2, 0x4000000
    if-eqz v1, :cond_38
    new-instance p1, Landroid/content/Intent;
    invoke-direct {p1}, Landroid/content/Intent;-><init>()V
    new-instance p3, Landroid/content/ComponentName;
    const-string v1, "com.example.partner"
    const-string v3, "com.example.partner.ApproveService"
    invoke-direct {p3, v1, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p1, p3}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object p1
    const/4 p3, 0x5
    invoke-static {v0, p3, p1, v2}, Landroid/app/PendingIntent;->getService(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 38
    :cond_38
    const-string v1, "approve_refund"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_39
    new-instance p3, Landroid/content/Intent;
    const-class v1, Lcom/example/r31j2/ApprovalReceiver;
    invoke-direct {p3, v0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "tool"
    invoke-virtual {p3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    const/4 p3, 0x6
    invoke-static {v0, p3, p1, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r31j2/ApprovalProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 39
    :cond_39
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r31j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method
