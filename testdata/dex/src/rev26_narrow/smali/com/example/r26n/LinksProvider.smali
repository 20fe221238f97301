.class public final Lcom/example/r26n/LinksProvider;
.super Landroid/content/ContentProvider;
.source "LinksProvider.kt"
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r26n/LinksProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r26n/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r26n/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26n/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r26n/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "confirm_delete"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r26n/LinksProvider;->confirmDelete(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "share_link"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r26n/LinksProvider;->shareLink(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "pick_target"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r26n/LinksProvider;->pickTarget(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "confirm_archive"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r26n/LinksProvider;->confirmArchive(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p2, "share_via"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_5
    invoke-direct {p0, p3}, Lcom/example/r26n/LinksProvider;->shareVia(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :t_5
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method private final resolution(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    .registers 5
    .line 36
    const/4 v0, 0x0
    invoke-interface {p2, p1}, Lcom/example/r26n/Screen;->intent(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p2
    const/high16 v1, 0x4000000
    invoke-static {p1, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "getActivity(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final chooserResolution(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    .registers 5
    .line 39
    const/4 v0, 0x0
    invoke-interface {p2, p1}, Lcom/example/r26n/Screen;->intent(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p2
    const/high16 v1, 0x4000000
    invoke-static {p1, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "getActivity(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final confirmDelete(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 43
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the app"
    invoke-static {v0, v1}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 44
    invoke-virtual {p0}, Lcom/example/r26n/LinksProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "requireContext(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v2, Lcom/example/r26n/ConfirmScreen;
    invoke-direct {v2}, Lcom/example/r26n/ConfirmScreen;-><init>()V
    check-cast v2, Lcom/example/r26n/Screen;
    invoke-direct {p0, v1, v2}, Lcom/example/r26n/LinksProvider;->resolution(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    move-result-object v1
    check-cast v1, Landroid/os/Parcelable;
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 45
    const-string v1, "resume_token"
    invoke-static {p1}, Lcom/example/r26n/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    return-object v0
.end method

.method private final shareLink(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 50
    invoke-virtual {p0}, Lcom/example/r26n/LinksProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    const-string v0, "requireContext(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r26n/ShareScreen;
    invoke-direct {v0}, Lcom/example/r26n/ShareScreen;-><init>()V
    invoke-virtual {v0, p1}, Lcom/example/r26n/ShareScreen;->intent(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    invoke-virtual {p1, v0}, Landroid/content/Context;->sendBroadcast(Landroid/content/Intent;)V
    .line 51
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26n/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final pickTarget(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 55
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "pick a target"
    invoke-static {v0, v1}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 56
    invoke-virtual {p0}, Lcom/example/r26n/LinksProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "requireContext(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v2, Lcom/example/r26n/ShareScreen;
    invoke-direct {v2}, Lcom/example/r26n/ShareScreen;-><init>()V
    check-cast v2, Lcom/example/r26n/Screen;
    invoke-direct {p0, v1, v2}, Lcom/example/r26n/LinksProvider;->chooserResolution(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    move-result-object v1
    check-cast v1, Landroid/os/Parcelable;
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 57
    const-string v1, "resume_token"
    invoke-static {p1}, Lcom/example/r26n/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 58
    return-object v0
.end method

.method private final via(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    .registers 3
    .line 61
    invoke-direct {p0, p1, p2}, Lcom/example/r26n/LinksProvider;->resolution(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method private final confirmArchive(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 64
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the app"
    invoke-static {v0, v1}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 65
    invoke-virtual {p0}, Lcom/example/r26n/LinksProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Lcom/example/r26n/ConfirmScreen;
    invoke-direct {v2}, Lcom/example/r26n/ConfirmScreen;-><init>()V
    check-cast v2, Lcom/example/r26n/Screen;
    invoke-direct {p0, v1, v2}, Lcom/example/r26n/LinksProvider;->via(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    move-result-object v1
    check-cast v1, Landroid/os/Parcelable;
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 66
    const-string v1, "resume_token"
    invoke-static {p1}, Lcom/example/r26n/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 67
    return-object v0
.end method

.method private final shareVia(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "pick a target"
    invoke-static {v0, v1}, Lcom/example/r26n/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 71
    invoke-virtual {p0}, Lcom/example/r26n/LinksProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Lcom/example/r26n/ShareScreen;
    invoke-direct {v2}, Lcom/example/r26n/ShareScreen;-><init>()V
    check-cast v2, Lcom/example/r26n/Screen;
    invoke-direct {p0, v1, v2}, Lcom/example/r26n/LinksProvider;->via(Landroid/content/Context;Lcom/example/r26n/Screen;)Landroid/app/PendingIntent;
    move-result-object v1
    check-cast v1, Landroid/os/Parcelable;
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 72
    const-string v1, "resume_token"
    invoke-static {p1}, Lcom/example/r26n/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 73
    return-object v0
.end method
