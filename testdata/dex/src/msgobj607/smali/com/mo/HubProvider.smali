.class public final Lcom/mo/HubProvider;
.super Landroid/content/ContentProvider;
.source "HubProvider.java"

# instance fields
.field private final link:Lcom/mo/HubLink;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 11
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    new-instance v1, Lcom/mo/HubLink;
    invoke-direct {v1}, Lcom/mo/HubLink;-><init>()V
    iput-object v1, v2, Lcom/mo/HubProvider;->link:Lcom/mo/HubLink;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 21
    if-eqz v8, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 25
    iget-object v0, v5, Lcom/mo/HubProvider;->link:Lcom/mo/HubLink;
    const-string v2, "scene"
    const-string v3, ""
    invoke-virtual {v8, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/mo/HubLink;->send(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    .line 26
    if-eqz v4, :L57
    move-object v0, v4
    goto :L64
:L57
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L64
    return-object v0
:L65
    .line 27
    move-exception v4
    .line 28
    const-string v0, "UNAVAILABLE"
    const-string v1, "The hub is busy"
    invoke-static {v0, v1}, Lcom/mo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/InterruptedException; {:L30 .. :L64} :L65
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 34
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 39
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 49
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 54
    const/4 v0, 0x0
    return v0
.end method

