.class public final Lcom/rs/CheckedProvider;
.super Landroid/content/ContentProvider;
.source "CheckedProvider.java"

# instance fields
.field private final sessions:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/rs/CheckedProvider;->sessions:Ljava/util/Map;
    return-void
.end method

.method private screen(ILandroid/os/Bundle;)Z
    .registers 8
    .line 34
    iget-object v0, v5, Lcom/rs/CheckedProvider;->sessions:Ljava/util/Map;
    const-string v2, "session_token"
    const-string v3, ""
    invoke-virtual {v7, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/rs/Session;
    move-object v4, v0
    .line 35
    if-eqz v4, :L37
    iget v0, v4, Lcom/rs/Session;->uid:I
    if-ne v0, v6, :L37
    const/4 v0, 0x1
    goto :L38
:L37
    const/4 v0, 0x0
:L38
    return v0
.end method

.method private dispatch(Ljava/lang/String;Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 39
    const-string v0, "get_operation"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L52
    .line 40
    iget-object v0, v5, Lcom/rs/CheckedProvider;->sessions:Ljava/util/Map;
    const-string v2, "session_token"
    const-string v3, ""
    invoke-virtual {v7, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/rs/Session;
    move-object v4, v0
    .line 41
    if-eqz v4, :L44
    iget-boolean v0, v4, Lcom/rs/Session;->async:Z
    if-nez v0, :L52
:L44
    .line 42
    const-string v1, "error_code"
    const-string v2, "UNSUPPORTED_CAPABILITY"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L52
    .line 45
    return-object v8
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 24
    if-nez v9, :L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L20
:L19
    move-object v0, v9
:L20
    move-object v4, v0
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 26
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    invoke-direct {v6, v5, v4}, Lcom/rs/CheckedProvider;->screen(ILandroid/os/Bundle;)Z
    move-result v0
    if-nez v0, :L63
    .line 27
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v3
:L63
    .line 30
    invoke-direct {v6, v7, v4, v3}, Lcom/rs/CheckedProvider;->dispatch(Ljava/lang/String;Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 60
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 65
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 70
    const/4 v0, 0x0
    return v0
.end method

