.class public Lcom/example/r24i/LinkProvider;
.super Landroid/content/ContentProvider;
.source "LinkProvider.java"

.field private static final PARTNER:Lcom/example/r24i/WhoArgs;

.method static constructor <clinit>()V
    .registers 3
    .line 15
    new-instance v0, Lcom/example/r24i/WhoArgs;
    const-string v1, "com.example.partner"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Lcom/example/r24i/WhoArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/example/r24i/LinkProvider;->PARTNER:Lcom/example/r24i/WhoArgs;
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

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r24i/LinkProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r24i/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r24i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r24i/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r24i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r24i/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r24i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r24i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r24i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "arguments"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/example/r24i/Requests;->parse(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    # true positive CETP606: the record's caller_package decides the grant
    .line 30
    instance-of v0, p1, Lcom/example/r24i/WhoArgs;
    if-eqz v0, :cond_note
    move-object v0, p1
    check-cast v0, Lcom/example/r24i/WhoArgs;
    invoke-virtual {v0}, Lcom/example/r24i/WhoArgs;->caller()Ljava/lang/String;
    move-result-object v1
    const-string v2, "com.example.partner"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_note
    .line 31
    invoke-direct {p0}, Lcom/example/r24i/LinkProvider;->grant()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    # near miss CETP606: the record's note decides, not who is calling
    .line 32
    :cond_note
    instance-of v0, p1, Lcom/example/r24i/WhoArgs;
    if-eqz v0, :cond_share
    move-object v0, p1
    check-cast v0, Lcom/example/r24i/WhoArgs;
    invoke-virtual {v0}, Lcom/example/r24i/WhoArgs;->note()Ljava/lang/String;
    move-result-object v0
    const-string v1, "renew"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_equal
    .line 33
    invoke-direct {p0}, Lcom/example/r24i/LinkProvider;->grant()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    # true positive CETP606: the whole record, caller_package included,
    # compared with the partner's by the record's (desugared) equals
    .line 37
    :cond_equal
    instance-of v0, p1, Lcom/example/r24i/WhoArgs;
    if-eqz v0, :cond_share
    move-object v0, p1
    check-cast v0, Lcom/example/r24i/WhoArgs;
    sget-object v1, Lcom/example/r24i/LinkProvider;->PARTNER:Lcom/example/r24i/WhoArgs;
    invoke-virtual {v0, v1}, Lcom/example/r24i/WhoArgs;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_share
    .line 38
    invoke-direct {p0}, Lcom/example/r24i/LinkProvider;->grant()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_share
    instance-of v0, p1, Lcom/example/r24i/ShareArgs;
    if-eqz v0, :cond_none
    check-cast p1, Lcom/example/r24i/ShareArgs;
    .line 35
    invoke-virtual {p1}, Lcom/example/r24i/ShareArgs;->target()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r24i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r24i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private grant()Landroid/os/Bundle;
    .registers 2
    .line 40
    const-string v0, "{\"granted\":true}"
    invoke-static {v0}, Lcom/example/r24i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
