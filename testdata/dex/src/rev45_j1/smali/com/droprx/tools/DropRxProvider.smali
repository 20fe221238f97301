.class public abstract Lcom/droprx/tools/DropRxProvider;
.super Landroid/content/ContentProvider;
.source "DropRxProvider.java"

.field private static final DISPATCH_CERT:[B

.field private final resumes:Ljava/util/concurrent/ConcurrentHashMap;

.field private final sessionRng:Ljava/security/SecureRandom;

.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .registers 1
    .line 18
    const/4 v0, 0x6
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/droprx/tools/DropRxProvider;->DISPATCH_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x52t
        0x1dt
        0x7t
        0x6et
        0x33t
        0x48t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/droprx/tools/DropRxProvider;->sessionRng:Ljava/security/SecureRandom;
    .line 21
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/droprx/tools/DropRxProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .line 22
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/droprx/tools/DropRxProvider;->resumes:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private negotiate(I)Landroid/os/Bundle;
    .registers 5
    .line 71
    const/16 v0, 0x18
    new-array v0, v0, [B
    .line 72
    iget-object v1, p0, Lcom/droprx/tools/DropRxProvider;->sessionRng:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 73
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 74
    iget-object v1, p0, Lcom/droprx/tools/DropRxProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 75
    const-string p1, "{\"selected_version\":2}"
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 76
    const-string v1, "session_token"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 77
    return-object p1
.end method

.method private sessionOk(Landroid/os/Bundle;I)Z
    .registers 5
    .line 81
    const-string v0, "session_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 82
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return v0
    .line 83
    :cond_0
    iget-object v1, p0, Lcom/droprx/tools/DropRxProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 84
    if-eqz p1, :cond_1
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 27
    invoke-virtual {p0}, Lcom/droprx/tools/DropRxProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 28
    invoke-virtual {p0}, Lcom/droprx/tools/DropRxProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-virtual {p2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p2
    .line 29
    sget-object v2, Lcom/droprx/tools/DropRxProvider;->DISPATCH_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {p2, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p2
    if-nez p2, :cond_partner
    .line 30
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a DropRx dispatch partner"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 32
    :cond_partner
    if-eqz p3, :cond_empty
    goto :goto_req
    :cond_empty
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    .line 33
    :goto_req
    const/4 p2, -0x1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_index

    :sswitch_execute
    const-string v2, "execute_tool"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p2, 0x2
    goto :goto_index

    :sswitch_negotiate
    const-string v2, "negotiate"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p2, 0x0
    goto :goto_index

    :sswitch_list
    const-string v2, "list_tools"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p2, 0x1

    :goto_index
    const-string p1, "negotiate first"
    const-string v2, "NEGOTIATION_REQUIRED"
    packed-switch p2, :pswitch_data_0
    .line 57
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 40
    :pswitch_execute
    invoke-direct {p0, p3, v0}, Lcom/droprx/tools/DropRxProvider;->sessionOk(Landroid/os/Bundle;I)Z
    move-result p2
    if-nez p2, :cond_deadline
    invoke-static {v2, p1}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 41
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v4, p1, v2
    if-gtz v4, :cond_resume
    .line 42
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 44
    :cond_resume
    const-string p1, "resume_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 45
    if-eqz p1, :cond_args
    .line 46
    iget-object p2, p0, Lcom/droprx/tools/DropRxProvider;->resumes:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Ljava/lang/Integer;
    .line 47
    if-eqz p2, :cond_bad
    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I
    move-result p2
    if-eq p2, v0, :cond_args
    :cond_bad
    const-string p1, "INVALID_RESUME_TOKEN"
    const-string p2, "unknown resume token"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 51
    :cond_args
    :try_start_0
    new-instance p2, Lorg/json/JSONObject;
    const-string v2, "args"
    const-string v3, "{}"
    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {p2, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .line 55
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    if-eqz p1, :cond_fresh
    const/4 p1, 0x1
    move v7, p1
    goto :goto_exec
    :cond_fresh
    const/4 p1, 0x0
    move v7, p1
    :goto_exec
    move-object v2, p0
    move-object v4, p2
    move v5, v0
    move-object v6, v1
    invoke-virtual/range {v2 .. v7}, Lcom/droprx/tools/DropRxProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 52
    :catch_0
    move-exception p1
    .line 53
    const-string p1, "INVALID_ARGUMENTS"
    const-string p2, "args is not a JSON object"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 37
    :pswitch_list
    invoke-direct {p0, p3, v0}, Lcom/droprx/tools/DropRxProvider;->sessionOk(Landroid/os/Bundle;I)Z
    move-result p2
    if-nez p2, :cond_list
    invoke-static {v2, p1}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 38
    :cond_list
    invoke-virtual {p0}, Lcom/droprx/tools/DropRxProvider;->toolsJson()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 35
    :pswitch_negotiate
    invoke-direct {p0, v0}, Lcom/droprx/tools/DropRxProvider;->negotiate(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_execute
        -0x4221f982 -> :sswitch_negotiate
        0x2a3a6efa -> :sswitch_list
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_negotiate
        :pswitch_list
        :pswitch_execute
    .end packed-switch
.end method

.method protected abstract execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;Z)Landroid/os/Bundle;
.end method

.method protected abstract toolsJson()Ljava/lang/String;
.end method

.method protected final remember(Ljava/lang/String;I)Ljava/lang/String;
    .registers 5
    .line 66
    iget-object v0, p0, Lcom/droprx/tools/DropRxProvider;->resumes:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v0, p1, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 67
    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4
    .line 104
    const/4 p1, 0x0
    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2
    .line 94
    const/4 p1, 0x0
    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3
    .line 99
    const/4 p1, 0x0
    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    .line 89
    const/4 p1, 0x0
    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 109
    const/4 p1, 0x0
    return p1
.end method
