.class public final Lcom/cc/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# instance fields
.field private final sessions:Lcom/cc/Registry;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v1, Lcom/cc/Registry;
    invoke-direct {v1}, Lcom/cc/Registry;-><init>()V
    iput-object v1, v2, Lcom/cc/DeskProvider;->sessions:Lcom/cc/Registry;
    return-void
.end method

.method private allowed(ILcom/cc/Envelope;)Z
    .registers 5
    .line 39
    iget-object v0, v2, Lcom/cc/DeskProvider;->sessions:Lcom/cc/Registry;
    invoke-virtual {v4}, Lcom/cc/Envelope;->session()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/cc/Registry;->get(Ljava/lang/String;)Lcom/cc/Registry$Entry;
    move-result-object v0
    if-eqz v0, :L18
    const/4 v0, 0x1
    goto :L19
:L18
    const/4 v0, 0x0
:L19
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 25
    if-nez v9, :L17
    .line 26
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L17
    .line 28
    invoke-static {v7, v9}, Lcom/cc/Envelope;->of(Ljava/lang/String;Landroid/os/Bundle;)Lcom/cc/Envelope;
    move-result-object v4
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 30
    invoke-direct {v6, v5, v4}, Lcom/cc/DeskProvider;->allowed(ILcom/cc/Envelope;)Z
    move-result v0
    if-nez v0, :L56
    .line 31
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v3
:L56
    .line 34
    const-string v1, "status"
    invoke-virtual {v4}, Lcom/cc/Envelope;->method()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 49
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 59
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 64
    const/4 v0, 0x0
    return v0
.end method

