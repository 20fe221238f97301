.class public final Lcom/example/r27r/PayProvider;
.super Landroid/content/ContentProvider;
.source "PayProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 55
    sget-object v0, Lcom/example/r27r/Locator;->INSTANCE:Lcom/example/r27r/Locator;
    invoke-virtual {p0}, Lcom/example/r27r/PayProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Lcom/example/r27r/Locator;->setApp(Landroid/content/Context;)V
    .line 56
    const/4 v0, 0x1
    return v0
.end method

.method private final needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 5
    .line 48
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm on the phone"
    invoke-static {v0, v1}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 49
    const-string v1, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 50
    invoke-static {p2}, Lcom/example/r27r/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    const-string p2, "resume_token"
    invoke-virtual {v0, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 30
    invoke-virtual {p0}, Lcom/example/r27r/PayProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r27r/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r27r/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r27r/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_ok
    .line 35
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_none
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    sparse-switch p2, :sswitch_data
    goto :cond_none
    :sswitch_pay
    const-string p2, "pay_invoice"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_pay
    goto :cond_none
    :sswitch_edit
    const-string p2, "edit_invoice"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_edit
    goto :cond_none
    :sswitch_void
    const-string p2, "void_invoice"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_void
    goto :cond_none
    .line 36
    :case_pay
    sget-object p1, Lcom/example/r27r/Locator;->INSTANCE:Lcom/example/r27r/Locator;
    invoke-virtual {p1}, Lcom/example/r27r/Locator;->getResolutions()Lcom/example/r27r/Resolutions;
    move-result-object p1
    const-string p2, "pay"
    const/4 p3, 0x0
    const/4 v0, 0x2
    const/4 v1, 0x0
    invoke-static {p1, p2, p3, v0, v1}, Lcom/example/r27r/Resolutions;->confirm$default(Lcom/example/r27r/Resolutions;Ljava/lang/String;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, v4}, Lcom/example/r27r/PayProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 37
    :case_edit
    sget-object p1, Lcom/example/r27r/Locator;->INSTANCE:Lcom/example/r27r/Locator;
    invoke-virtual {p1}, Lcom/example/r27r/Locator;->getResolutions()Lcom/example/r27r/Resolutions;
    move-result-object p1
    const-string p2, "edit"
    const/4 p3, 0x1
    invoke-virtual {p1, p2, p3}, Lcom/example/r27r/Resolutions;->confirm(Ljava/lang/String;Z)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, v4}, Lcom/example/r27r/PayProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 39
    :case_void
    const-string p1, "USER_ACTION_REQUIRED"
    const-string p2, "confirm on the phone"
    invoke-static {p1, p2}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 40
    sget-object p2, Lcom/example/r27r/Locator;->INSTANCE:Lcom/example/r27r/Locator;
    invoke-virtual {p2}, Lcom/example/r27r/Locator;->getResolutions()Lcom/example/r27r/Resolutions;
    move-result-object p2
    const-string p3, "void"
    invoke-virtual {p2, p3}, Lcom/example/r27r/Resolutions;->legacy(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    check-cast p2, Landroid/os/Parcelable;
    const-string p3, "authorize_intent"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 41
    goto :goto_ret
    .line 43
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r27r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 35
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x6b0c5208 -> :sswitch_edit
        -0x365f8d6a -> :sswitch_pay
        0x394c6782 -> :sswitch_void
    .end sparse-switch
.end method
