.class public Lcom/cj/P0;
.super Landroid/content/ContentProvider;
.source "P0.java"

# instance fields
.field private store:Lcom/cj/Store;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private safeRead(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 40
    const-string v1, "name"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 41
    if-eqz v3, :L20
    const-string v1, "[a-z]{1,16}\\.txt"
    invoke-virtual {v3, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L28
:L20
    .line 42
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L28
    .line 44
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 45
    const-string v1, "result"
    iget-object v2, v5, Lcom/cj/P0;->store:Lcom/cj/Store;
    invoke-virtual {v2, v3}, Lcom/cj/Store;->read(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 46
    return-object v4
.end method

.method private rawRead(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 50
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 51
    const-string v1, "result"
    iget-object v2, v6, Lcom/cj/P0;->store:Lcom/cj/Store;
    const-string v4, "file"
    invoke-virtual {v7, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/cj/Store;->read(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 52
    return-object v5
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 16
    new-instance v1, Lcom/cj/Store;
    invoke-virtual {v4}, Lcom/cj/P0;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/cj/Store;-><init>(Ljava/io/File;)V
    iput-object v1, v4, Lcom/cj/P0;->store:Lcom/cj/Store;
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 22
    if-eqz v8, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v1, "session_token"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L30
:L22
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 25
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
:L40
    .line 27
    const-string v1, "safe_read"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L56
    .line 28
    invoke-direct {v5, v8}, Lcom/cj/P0;->safeRead(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
:L55
    return-object v0
:L56
    .line 30
    const-string v1, "raw_read"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L72
    .line 31
    invoke-direct {v5, v8}, Lcom/cj/P0;->rawRead(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
:L71
    return-object v0
:L72
    .line 35
    goto :L85
:L75
    .line 33
    move-exception v4
    .line 34
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L85
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    .catch Ljava/io/IOException; {:L40 .. :L55} :L75
    .catch Ljava/io/IOException; {:L56 .. :L71} :L75
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 72
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 77
    const/4 v0, 0x0
    return v0
.end method

