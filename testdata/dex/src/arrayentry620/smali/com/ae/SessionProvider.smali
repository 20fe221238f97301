.class public final Lcom/ae/SessionProvider;
.super Landroid/content/ContentProvider;
.source "SessionProvider.java"

# static fields
.field private static final TTL_MS:J = 0x1b7740L

# instance fields
.field private final live:Ljava/util/Map;
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 18
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/ae/SessionProvider;->live:Ljava/util/Map;
    .line 21
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/ae/SessionProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method private open(IJ)Ljava/lang/String;
    .registers 19
    .line 29
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v11, v0
    .line 30
    iget-object v0, v15, Lcom/ae/SessionProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v11}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 31
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v12, v0
    .line 32
    move-object v9, v11
    array-length v0, v9
    move v13, v0
    const/4 v10, 0x0
:L36
    if-ge v10, v13, :L79
    aget-byte v0, v9, v10
    move v14, v0
    .line 33
    const-string v1, "%02x"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    const/4 v4, 0x0
    invoke-static {v14}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v5
    aput-object v5, v2, v4
    invoke-static {v1, v2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v12, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 32
    add-int/lit8 v10, v10, 0x1
    goto :L36
:L79
    .line 35
    invoke-virtual {v12}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v9
    .line 36
    iget-object v0, v15, Lcom/ae/SessionProvider;->live:Ljava/util/Map;
    const/4 v2, 0x2
    new-array v2, v2, [J
    const/4 v4, 0x0
    move/from16 v5, v16
    int-to-long v5, v5
    aput-wide v5, v2, v4
    const/4 v4, 0x1
    const-wide/32 v7, 0x1b7740
    add-long v5, v17, v7
    aput-wide v5, v2, v4
    invoke-interface {v0, v9, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 37
    return-object v9
.end method

.method private ownSession(Landroid/os/Bundle;IJ)Z
    .registers 11
    .line 41
    const-string v1, "session_token"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 42
    if-nez v5, :L17
    const/4 v0, 0x0
    goto :L31
:L17
    iget-object v0, v6, Lcom/ae/SessionProvider;->live:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [J
:L31
    move-object v4, v0
    .line 43
    if-eqz v4, :L61
    const/4 v1, 0x0
    aget-wide v0, v4, v1
    int-to-long v2, v8
    cmp-long v0, v0, v2
    if-nez v0, :L61
    const/4 v1, 0x1
    aget-wide v0, v4, v1
    cmp-long v0, v0, v9
    if-lez v0, :L61
    const/4 v0, 0x1
    goto :L62
:L61
    const/4 v0, 0x0
:L62
    return v0
.end method

.method private liveSession(Landroid/os/Bundle;J)Z
    .registers 8
    .line 47
    const-string v1, "session_token"
    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 48
    if-nez v2, :L17
    const/4 v0, 0x0
    goto :L31
:L17
    iget-object v0, v4, Lcom/ae/SessionProvider;->live:Ljava/util/Map;
    invoke-interface {v0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [J
:L31
    move-object v3, v0
    .line 49
    if-eqz v3, :L51
    const/4 v1, 0x1
    aget-wide v0, v3, v1
    cmp-long v0, v0, v6
    if-lez v0, :L51
    const/4 v0, 0x1
    goto :L52
:L51
    const/4 v0, 0x0
:L52
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 25
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 55
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    .line 56
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 57
    if-nez v12, :L35
    .line 58
    const-string v1, "error_code"
    const-string v2, "INVALID_REQUEST"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 59
    return-object v3
:L35
    .line 61
    const-string v0, "negotiate"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L62
    .line 62
    const-string v1, "session_token"
    invoke-direct {v9, v6, v4, v5}, Lcom/ae/SessionProvider;->open(IJ)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    return-object v3
:L62
    .line 65
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 66
    const-string v1, "notes_"
    invoke-virtual {v7, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L94
    invoke-direct {v9, v12, v6, v4, v5}, Lcom/ae/SessionProvider;->ownSession(Landroid/os/Bundle;IJ)Z
    move-result v0
    goto :L101
:L94
    invoke-direct {v9, v12, v4, v5}, Lcom/ae/SessionProvider;->liveSession(Landroid/os/Bundle;J)Z
    move-result v0
:L101
    move v8, v0
    .line 67
    if-nez v8, :L120
    .line 68
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 69
    return-object v3
:L120
    .line 71
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 72
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 87
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 92
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 97
    const/4 v0, 0x0
    return v0
.end method

