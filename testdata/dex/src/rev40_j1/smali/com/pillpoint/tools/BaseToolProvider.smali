.class public abstract Lcom/pillpoint/tools/BaseToolProvider;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"

.field private static final PARTNER_CERT:[B

.field protected final resumes:Lcom/pillpoint/tools/ResumeStore;

.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 1
    .line 17
    const/4 v0, 0x6
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/pillpoint/tools/BaseToolProvider;->PARTNER_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x3ft
        0x11t
        0x5at
        0x70t
        0x9t
        0x2ct
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v0, Lcom/pillpoint/tools/ResumeStore;
    invoke-direct {v0}, Lcom/pillpoint/tools/ResumeStore;-><init>()V
    iput-object v0, p0, Lcom/pillpoint/tools/BaseToolProvider;->resumes:Lcom/pillpoint/tools/ResumeStore;
    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/pillpoint/tools/BaseToolProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method protected static error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 96
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 97
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 98
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 99
    const-string p0, "error_message"
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    const-string p0, "retryable"
    const/4 p1, 0x0
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 101
    const-string p0, "protocol_version"
    const/4 p1, 0x2
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 102
    return-object v0
.end method

.method private isPartner(I)Z
    .registers 5
    .line 59
    invoke-virtual {p0}, Lcom/pillpoint/tools/BaseToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    .line 60
    sget-object v1, Lcom/pillpoint/tools/BaseToolProvider;->PARTNER_CERT:[B
    const/4 v2, 0x1
    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p1
    return p1
.end method

.method private negotiated(I)Landroid/os/Bundle;
    .registers 5
    .line 64
    invoke-static {}, Lcom/pillpoint/util/Tokens;->next()Ljava/lang/String;
    move-result-object v0
    .line 65
    iget-object v1, p0, Lcom/pillpoint/tools/BaseToolProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 66
    const-string p1, "{\"selected_version\":2}"
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/BaseToolProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 67
    const-string v1, "session_token"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    return-object p1
.end method

.method private sessionValid(Landroid/os/Bundle;I)Z
    .registers 5
    .line 72
    const-string v0, "session_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 73
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return v0
    .line 74
    :cond_0
    iget-object v1, p0, Lcom/pillpoint/tools/BaseToolProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 75
    if-eqz p1, :cond_1
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 25
    invoke-virtual {p0}, Lcom/pillpoint/tools/BaseToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 26
    invoke-direct {p0, v0}, Lcom/pillpoint/tools/BaseToolProvider;->isPartner(I)Z
    move-result p2
    if-nez p2, :cond_partner
    .line 27
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a PillPoint partner"
    invoke-static {p1, p2}, Lcom/pillpoint/tools/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 29
    :cond_partner
    if-eqz p3, :cond_empty
    goto :goto_req
    :cond_empty
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    .line 30
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
    .line 50
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/pillpoint/tools/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 37
    :pswitch_execute
    invoke-direct {p0, p3, v0}, Lcom/pillpoint/tools/BaseToolProvider;->sessionValid(Landroid/os/Bundle;I)Z
    move-result p2
    if-nez p2, :cond_deadline
    invoke-static {v2, p1}, Lcom/pillpoint/tools/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 38
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v4, p1, v2
    if-gtz v4, :cond_build
    .line 39
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/pillpoint/tools/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 41
    :cond_build
    new-instance p1, Lcom/pillpoint/tools/Request$Builder;
    invoke-direct {p1}, Lcom/pillpoint/tools/Request$Builder;-><init>()V
    .line 42
    invoke-virtual {p1, v0}, Lcom/pillpoint/tools/Request$Builder;->uid(I)Lcom/pillpoint/tools/Request$Builder;
    move-result-object p1
    .line 43
    invoke-virtual {p1, v1}, Lcom/pillpoint/tools/Request$Builder;->pkg(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    move-result-object p1
    .line 44
    const-string p2, "tool_name"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/pillpoint/tools/Request$Builder;->tool(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    move-result-object p1
    .line 45
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/pillpoint/tools/Request$Builder;->args(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    move-result-object p1
    .line 46
    const-string p2, "resume_token"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/pillpoint/tools/Request$Builder;->resumeToken(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    move-result-object p1
    .line 47
    invoke-virtual {p1}, Lcom/pillpoint/tools/Request$Builder;->build()Lcom/pillpoint/tools/Request;
    move-result-object p1
    .line 48
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/BaseToolProvider;->handle(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 34
    :pswitch_list
    invoke-direct {p0, p3, v0}, Lcom/pillpoint/tools/BaseToolProvider;->sessionValid(Landroid/os/Bundle;I)Z
    move-result p2
    if-nez p2, :cond_tools
    invoke-static {v2, p1}, Lcom/pillpoint/tools/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_tools
    invoke-virtual {p0}, Lcom/pillpoint/tools/BaseToolProvider;->toolsJson()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/BaseToolProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 32
    :pswitch_negotiate
    invoke-direct {p0, v0}, Lcom/pillpoint/tools/BaseToolProvider;->negotiated(I)Landroid/os/Bundle;
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

.method protected file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;
    .registers 7
    .line 87
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 88
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 89
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 90
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"text/plain\",\"size_bytes\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2, p3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    const-string p3, "data"
    invoke-virtual {v0, p3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 91
    const-string p2, "result_fd"
    invoke-virtual {v0, p2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 92
    return-object v0
.end method

.method protected abstract handle(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
.end method

.method protected needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 106
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in PillPoint"
    invoke-static {v0, v1}, Lcom/pillpoint/tools/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 107
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 108
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 109
    return-object v0
.end method

.method protected ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 79
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 80
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 81
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 82
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v1, "data"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 83
    return-object v0
.end method

.method protected abstract toolsJson()Ljava/lang/String;
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4
    .line 129
    const/4 p1, 0x0
    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2
    .line 119
    const/4 p1, 0x0
    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3
    .line 124
    const/4 p1, 0x0
    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    .line 114
    const/4 p1, 0x0
    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 134
    const/4 p1, 0x0
    return p1
.end method
