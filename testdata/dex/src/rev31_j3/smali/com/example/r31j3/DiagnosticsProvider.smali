.class public Lcom/example/r31j3/DiagnosticsProvider;
.super Landroid/content/ContentProvider;
.source "DiagnosticsProvider.java"

# Java sketch: sketch/DiagnosticsProvider.java (javac 17 + D8 --min-api 24).

.field private final main:Landroid/os/Handler;

.field private tools:Lcom/example/r31j3/ToolComponent;

.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider;->main:Landroid/os/Handler;
    return-void
.end method

.method private static arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 79
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p0
    :catch_0
    .line 81
    const/4 p0, 0x0
    return-object p0
.end method

.method private clearCache(Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 4
    .line 53
    iget-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    invoke-interface {v0}, Lcom/example/r31j3/ToolComponent;->tokens()Lcom/example/r31j3/TokenStore;
    move-result-object v0
    .line 54
    if-nez p1, :cond_0
    invoke-virtual {v0, p2}, Lcom/example/r31j3/TokenStore;->issue(I)Ljava/lang/String;
    move-result-object p1
    const-string p2, "clear_cache"
    invoke-direct {p0, p2, p1}, Lcom/example/r31j3/DiagnosticsProvider;->confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 55
    :cond_0
    invoke-virtual {v0, p1, p2}, Lcom/example/r31j3/TokenStore;->matches(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_1
    const-string p1, "INVALID_REQUEST"
    const-string p2, "bad resume token"
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 56
    :cond_1
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "cache.json"
    invoke-virtual {p1, p2}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 57
    const-string p1, "{\"cleared\":\"cache\"}"
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private clearLogs(Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 4
    .line 60
    iget-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    invoke-interface {v0}, Lcom/example/r31j3/ToolComponent;->tokens()Lcom/example/r31j3/TokenStore;
    move-result-object v0
    .line 61
    if-nez p1, :cond_0
    invoke-virtual {v0, p2}, Lcom/example/r31j3/TokenStore;->issue(I)Ljava/lang/String;
    move-result-object p1
    const-string p2, "clear_logs"
    invoke-direct {p0, p2, p1}, Lcom/example/r31j3/DiagnosticsProvider;->confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 62
    :cond_0
    invoke-virtual {v0, p1, p2}, Lcom/example/r31j3/TokenStore;->consume(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_1
    const-string p1, "INVALID_REQUEST"
    const-string p2, "bad resume token"
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 63
    :cond_1
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "logs.json"
    invoke-virtual {p1, p2}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 64
    const-string p1, "{\"cleared\":\"logs\"}"
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 67
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r31j3/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "tool"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 68
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the app"
    invoke-static {v0, v1}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 69
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {v1, v2, p1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 70
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    return-object v0
.end method

.method private dump(Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 7
    .line 74
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/example/r31j3/DumpService;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v1, p1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    const-string v1, "owner"
    invoke-virtual {p1, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object p1
    invoke-virtual {v0, p1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;
    .line 75
    const-string p1, "{\"started\":true}"
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method static synthetic lambda$openHelp$1(Lcom/example/r31j3/Browser;Ljava/lang/String;)V
    .registers 2
    .line 49
    invoke-virtual {p0, p1}, Lcom/example/r31j3/Browser;->show(Ljava/lang/String;)V
    return-void
.end method

.method static synthetic lambda$openPage$0(Lcom/example/r31j3/Browser;Ljava/lang/String;)V
    .registers 2
    .line 41
    invoke-virtual {p0, p1}, Lcom/example/r31j3/Browser;->show(Ljava/lang/String;)V
    return-void
.end method

.method private openHelp(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 45
    if-nez p1, :cond_0
    const/4 v0, 0x0
    goto :goto_0
    :cond_0
    invoke-static {p1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    :goto_0
    .line 46
    if-eqz v0, :cond_1
    const-string v1, "https"
    invoke-virtual {v0}, Landroid/net/Uri;->getScheme()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    const-string v1, "help.example.com"
    invoke-virtual {v0}, Landroid/net/Uri;->getHost()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_2
    .line 47
    :cond_1
    const-string p1, "INVALID_ARGS"
    const-string v0, "only help pages"
    invoke-static {p1, v0}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 48
    :cond_2
    iget-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    invoke-interface {v0}, Lcom/example/r31j3/ToolComponent;->browser()Lcom/example/r31j3/Browser;
    move-result-object v0
    .line 49
    iget-object v1, p0, Lcom/example/r31j3/DiagnosticsProvider;->main:Landroid/os/Handler;
    new-instance v2, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v0, p1}, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r31j3/Browser;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 50
    const-string p1, "{\"opened\":true}"
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private openPage(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 40
    iget-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    invoke-interface {v0}, Lcom/example/r31j3/ToolComponent;->browser()Lcom/example/r31j3/Browser;
    move-result-object v0
    .line 41
    iget-object v1, p0, Lcom/example/r31j3/DiagnosticsProvider;->main:Landroid/os/Handler;
    new-instance v2, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v0, p1}, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r31j3/Browser;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 42
    const-string p1, "{\"opened\":true}"
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r31j3/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r31j3/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r31j3/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "ping_host"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    iget-object p1, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    invoke-interface {p1}, Lcom/example/r31j3/ToolComponent;->pinger()Lcom/example/r31j3/Pinger;
    move-result-object p1
    const-string p2, "host"
    invoke-static {p3, p2}, Lcom/example/r31j3/DiagnosticsProvider;->arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r31j3/Pinger;->ping(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string v0, "ping_gateway"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    iget-object p1, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    invoke-interface {p1}, Lcom/example/r31j3/ToolComponent;->pinger()Lcom/example/r31j3/Pinger;
    move-result-object p1
    const-string p2, "target"
    invoke-static {p3, p2}, Lcom/example/r31j3/DiagnosticsProvider;->arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r31j3/Pinger;->pingKnown(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string v0, "open_page"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "url"
    if-eqz v0, :cond_32
    invoke-static {p3, v1}, Lcom/example/r31j3/DiagnosticsProvider;->arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r31j3/DiagnosticsProvider;->openPage(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string v0, "open_help"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_33
    invoke-static {p3, v1}, Lcom/example/r31j3/DiagnosticsProvider;->arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r31j3/DiagnosticsProvider;->openHelp(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string v0, "clear_cache"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "resume_token"
    if-eqz v0, :cond_34
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r31j3/DiagnosticsProvider;->clearCache(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_34
    const-string v0, "clear_logs"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_35
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r31j3/DiagnosticsProvider;->clearLogs(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_35
    const-string v0, "dump_state"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_36
    const-string p1, "com.example.r31j3.DUMP"
    invoke-direct {p0, p1, p2}, Lcom/example/r31j3/DiagnosticsProvider;->dump(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_36
    const-string v0, "dump_owned"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_37
    const-string p1, "com.example.r31j3.DUMP_FOR"
    invoke-direct {p0, p1, p2}, Lcom/example/r31j3/DiagnosticsProvider;->dump(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 37
    :cond_37
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
.method public onCreate()Z
    .registers 4
    .line 17
    invoke-static {}, Lcom/example/r31j3/DaggerToolComponent;->builder()Lcom/example/r31j3/DaggerToolComponent$Builder;
    move-result-object v0
    new-instance v1, Lcom/example/r31j3/ToolModule;
    invoke-virtual {p0}, Lcom/example/r31j3/DiagnosticsProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/r31j3/ToolModule;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, v1}, Lcom/example/r31j3/DaggerToolComponent$Builder;->toolModule(Lcom/example/r31j3/ToolModule;)Lcom/example/r31j3/DaggerToolComponent$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/r31j3/DaggerToolComponent$Builder;->build()Lcom/example/r31j3/ToolComponent;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider;->tools:Lcom/example/r31j3/ToolComponent;
    const/4 v0, 0x1
    return v0
.end method
