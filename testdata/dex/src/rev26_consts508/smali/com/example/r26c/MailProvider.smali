.class public final Lcom/example/r26c/MailProvider;
.super Landroid/content/ContentProvider;
.source "MailProvider.kt"
.field public static final Companion:Lcom/example/r26c/MailProvider$Companion;
.field private static final NEEDS_AUTH:Ljava/lang/String;
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r26c/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r26c/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r26c/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r26c/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "sync_mail"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r26c/MailProvider;->syncMail(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "purge_mail"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r26c/MailProvider;->purgeMail(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "archive_mail"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r26c/MailProvider;->archiveMail(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "login"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r26c/MailProvider;->login(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p2, "confirm_send"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_5
    invoke-direct {p0, p3}, Lcom/example/r26c/MailProvider;->confirmSend(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :t_5
    const-string p2, "expire"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_6
    invoke-direct {p0, p3}, Lcom/example/r26c/MailProvider;->expire(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :t_6
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r26c/MailProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r26c/MailProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r26c/MailProvider;->Companion:Lcom/example/r26c/MailProvider$Companion;
    .line 56
    const-string v0, "AUTH_REQUIRED"
    sput-object v0, Lcom/example/r26c/MailProvider;->NEEDS_AUTH:Ljava/lang/String;
    return-void
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

.method private final confirmIntent()Landroid/app/PendingIntent;
    .registers 5
    .line 37
    invoke-virtual {p0}, Lcom/example/r26c/MailProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/r26c/ConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getActivity(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final syncMail(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 40
    sget-object p1, Lcom/example/r26c/MailProvider;->NEEDS_AUTH:Ljava/lang/String;
    const-string v0, "sign in first"
    invoke-static {p1, v0}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final purgeMail(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 43
    sget-object p1, Lcom/example/r26c/Codes;->CONFIRM:Ljava/lang/String;
    const-string v0, "confirm in the app"
    invoke-static {p1, v0}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 44
    invoke-direct {p0}, Lcom/example/r26c/MailProvider;->confirmIntent()Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/example/r26c/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    return-object p1
.end method

.method private final archiveMail(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 49
    sget-object p1, Lcom/example/r26c/Codes;->INSTANCE:Lcom/example/r26c/Codes;
    invoke-virtual {p1}, Lcom/example/r26c/Codes;->getDENIED()Ljava/lang/String;
    move-result-object p1
    const-string v0, "sign in first"
    invoke-static {p1, v0}, Lcom/example/r26c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final login(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 52
    new-instance v0, Lcom/example/r26c/ToolError;
    const-string v1, "AUTH_REQUIRED"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x6
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/example/r26c/ToolError;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-virtual {v0}, Lcom/example/r26c/ToolError;->toBundle()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final confirmSend(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 55
    new-instance v0, Lcom/example/r26c/Prompt;
    invoke-direct {p0}, Lcom/example/r26c/MailProvider;->confirmIntent()Landroid/app/PendingIntent;
    move-result-object v1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Lcom/example/r26c/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/example/r26c/Prompt;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-virtual {v0}, Lcom/example/r26c/Prompt;->toBundle()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final expire(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 58
    const-string p1, "AUTH_REQUIRED"
    invoke-static {p1}, Lcom/example/r26c/FailuresKt;->fail1(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
