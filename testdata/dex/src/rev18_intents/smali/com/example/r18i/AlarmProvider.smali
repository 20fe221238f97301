.class public final Lcom/example/r18i/AlarmProvider;
.super Landroid/content/ContentProvider;
.source "AlarmProvider.kt"

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

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r18i/AlarmProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r18i/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r18i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r18i/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r18i/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r18i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "snooze"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r18i/AlarmProvider;->snooze(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "delete_all"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r18i/AlarmProvider;->deleteAll(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "edit_alarm"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r18i/AlarmProvider;->editAlarm(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r18i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final snooze(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 36
    new-instance p1, Landroid/content/Intent;
    invoke-direct {p1}, Landroid/content/Intent;-><init>()V
    move-object v0, p1
    const/4 v1, 0x0
    # near miss CETP602: setClassName inside apply {} names the component
    .line 37
    invoke-virtual {p0}, Lcom/example/r18i/AlarmProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "com.example.r18i.ConfirmActivity"
    invoke-virtual {v0, v2, v3}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    # near miss CETP601/CETP602: explicit (setClassName in apply {}), and the two-argument @JvmOverloads overload defaults to FLAG_IMMUTABLE
    .line 38
    invoke-virtual {p0}, Lcom/example/r18i/AlarmProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, p1}, Lcom/example/r18i/Pending;->activity(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object p1
    .line 39
    invoke-direct {p0, p1}, Lcom/example/r18i/AlarmProvider;->needsConfirm(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final deleteAll(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 43
    new-instance p1, Landroid/content/Intent;
    const-string v0, "com.example.r18i.CONFIRM"
    invoke-direct {p1, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v0, p1
    const/4 v1, 0x0
    .line 44
    const-string v2, "what"
    const-string v3, "all"
    invoke-virtual {v0, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 45
    # true positive CETP602: an action-only Intent (also {} only adds an extra) under resolution
    invoke-virtual {p0}, Lcom/example/r18i/AlarmProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, p1}, Lcom/example/r18i/Pending;->activity(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object p1
    .line 46
    invoke-direct {p0, p1}, Lcom/example/r18i/AlarmProvider;->needsConfirm(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final editAlarm(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 50
    new-instance p1, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r18i/AlarmProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/example/r18i/ConfirmActivity;
    invoke-direct {p1, v0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 51
    # true positive CETP601: FLAG_MUTABLE | FLAG_UPDATE_CURRENT passed to the three-argument overload
    invoke-virtual {p0}, Lcom/example/r18i/AlarmProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/high16 v1, 0xa000000
    invoke-static {v0, p1, v1}, Lcom/example/r18i/Pending;->activity(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 52
    invoke-direct {p0, p1}, Lcom/example/r18i/AlarmProvider;->needsConfirm(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final needsConfirm(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 6
    .line 56
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the app"
    invoke-static {v0, v1}, Lcom/example/r18i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    const/4 v2, 0x0
    .line 57
    const-string v3, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 58
    const-string p1, "resume_token"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-static {v3}, Lcom/example/r18i/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, p1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    return-object v0
.end method
