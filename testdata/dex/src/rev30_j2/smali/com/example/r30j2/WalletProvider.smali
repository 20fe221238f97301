.class public Lcom/example/r30j2/WalletProvider;
.super Landroid/content/ContentProvider;
.source "WalletProvider.java"

# interfaces
.implements Lcom/example/r30j2/Resolving;

# Java sketch: sketch/WalletProvider.java (javac 17 + D8 --min-api 21: Resolving's
# default and static methods live in Resolving$-CC; this class gets forwarders).

.field private final editFlags:I

.field private final viewFlags:I

.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/high16 v0, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    iput v0, p0, Lcom/example/r30j2/WalletProvider;->viewFlags:I
    .line 16
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1f
    if-lt v0, v1, :cond_1
    .line 17
    const/high16 v0, 0xa000000
    goto :goto_1
    .line 18
    :cond_1
    const/high16 v0, 0x8000000
    .line 16
    :goto_1
    iput v0, p0, Lcom/example/r30j2/WalletProvider;->editFlags:I
    .line 19
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30j2/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r30j2/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r30j2/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "resume_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_30
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-static {p3, p2}, Lcom/example/r30j2/Resumes;->consume(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_30
    const-string p1, "INVALID_REQUEST"
    const-string p2, "stale resume token"
    invoke-static {p1, p2}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string p2, "pay_invoice"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_31
    const-string p1, "com.example.r30j2.CONFIRM_PAYMENT"
    invoke-virtual {p0, p1}, Lcom/example/r30j2/WalletProvider;->resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string p2, "pay_partner"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_32
    new-instance p1, Lcom/example/r30j2/PartnerFlow;
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-direct {p1, p2}, Lcom/example/r30j2/PartnerFlow;-><init>(Landroid/content/Context;)V
    const-string p2, "com.partner.wallet.APPROVE"
    invoke-virtual {p1, p2}, Lcom/example/r30j2/PartnerFlow;->resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string p2, "review_statement"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_33
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const/4 p2, 0x2
    new-array p2, p2, [Landroid/content/Intent;
    invoke-direct {p0}, Lcom/example/r30j2/WalletProvider;->home()Landroid/content/Intent;
    move-result-object p3
    const/4 v0, 0x0
    aput-object p3, p2, v0
    new-instance p3, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/example/r30j2/ConfirmActivity;
    invoke-direct {p3, v0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v0, 0x1
    aput-object p3, p2, v0
    invoke-static {p1, p2}, Lcom/example/r30j2/Resolving$-CC;->stack(Landroid/content/Context;[Landroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string p2, "review_disputes"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_34
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const/4 p2, 0x2
    new-array p2, p2, [Landroid/content/Intent;
    invoke-direct {p0}, Lcom/example/r30j2/WalletProvider;->home()Landroid/content/Intent;
    move-result-object p3
    const/4 v0, 0x0
    aput-object p3, p2, v0
    new-instance p3, Landroid/content/Intent;
    const-string v0, "com.example.r30j2.REVIEW"
    invoke-direct {p3, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v0, 0x1
    aput-object p3, p2, v0
    invoke-static {p1, p2}, Lcom/example/r30j2/Resolving$-CC;->stack(Landroid/content/Context;[Landroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_34
    const-string p2, "view_limits"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_35
    iget p1, p0, Lcom/example/r30j2/WalletProvider;->viewFlags:I
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->limits(I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_35
    const-string p2, "edit_limits"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_36
    iget p1, p0, Lcom/example/r30j2/WalletProvider;->editFlags:I
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->limits(I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j2/WalletProvider;->needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_36
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 38
    const/4 v0, 0x1
    return v0
.end method

.method public context()Landroid/content/Context;
    .registers 2
    .line 39
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    return-object v0
.end method

.method private home()Landroid/content/Intent;
    .registers 4
    .line 40
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r30j2/HomeActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method

.method private limits(I)Landroid/app/PendingIntent;
    .registers 5
    .line 42
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r30j2/LimitActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 43
    invoke-virtual {p0}, Lcom/example/r30j2/WalletProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x7
    invoke-static {v1, v2, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method private needsUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 5
    .line 46
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the wallet"
    invoke-static {v0, v1}, Lcom/example/r30j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 47
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 48
    const-string p1, "resume_token"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Lcom/example/r30j2/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, p1, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    return-object v0
.end method

.method public synthetic resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 2
    .line 11
    invoke-static {p0, p1}, Lcom/example/r30j2/Resolving$-CC;->$default$resolution(Lcom/example/r30j2/Resolving;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method public synthetic target(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 2
    .line 11
    invoke-static {p0, p1}, Lcom/example/r30j2/Resolving$-CC;->$default$target(Lcom/example/r30j2/Resolving;Landroid/content/Context;)Landroid/content/ComponentName;
    move-result-object p1
    return-object p1
.end method
