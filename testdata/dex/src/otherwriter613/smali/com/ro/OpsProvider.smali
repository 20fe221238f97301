.class public final Lcom/ro/OpsProvider;
.super Lcom/ro/Base;
.source "OpsProvider.java"

# instance fields
.field private final jobs:Lcom/ro/Jobs;
.field private final local:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 11
    invoke-direct {v2}, Lcom/ro/Base;-><init>()V
    .line 12
    new-instance v1, Lcom/ro/Jobs;
    invoke-direct {v1}, Lcom/ro/Jobs;-><init>()V
    iput-object v1, v2, Lcom/ro/OpsProvider;->jobs:Lcom/ro/Jobs;
    .line 13
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/ro/OpsProvider;->local:Ljava/util/List;
    return-void
.end method

.method private static accepted(Lcom/ro/Jobs$Accepted;)Landroid/os/Bundle;
    .registers 5
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 33
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "operation_id"
    iget-object v2, v4, Lcom/ro/Jobs$Accepted;->operationId:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v3
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 18
    if-nez v10, :L18
    const-string v0, ""
    goto :L24
:L18
    const-string v1, "tool_name"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L24
    move-object v5, v0
    .line 19
    const-string v0, "export"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L68
    .line 20
    new-instance v0, Lcom/ro/Jobs$Command;
    iget-object v2, v7, Lcom/ro/OpsProvider;->jobs:Lcom/ro/Jobs;
    invoke-virtual {v2}, Lcom/ro/Jobs;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/ro/Jobs$Command;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    .line 21
    new-instance v0, Lcom/ro/Jobs$Accepted;
    iget-object v2, v6, Lcom/ro/Jobs$Command;->operationId:Ljava/lang/String;
    invoke-direct {v0, v2}, Lcom/ro/Jobs$Accepted;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lcom/ro/OpsProvider;->accepted(Lcom/ro/Jobs$Accepted;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L68
    .line 22
    const-string v0, "compact"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L114
    .line 23
    iget-object v0, v7, Lcom/ro/OpsProvider;->local:Ljava/util/List;
    new-instance v1, Lcom/ro/Jobs$Command;
    iget-object v3, v7, Lcom/ro/OpsProvider;->jobs:Lcom/ro/Jobs;
    invoke-virtual {v3}, Lcom/ro/Jobs;->clockId()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/ro/Jobs$Command;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 24
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v4
:L114
    .line 27
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v4
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 11
    invoke-super {v1, v2, v3, v4, v5}, Lcom/ro/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 11
    invoke-super {v1, v2, v3, v4}, Lcom/ro/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 11
    invoke-super {v1, v2, v3}, Lcom/ro/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 11
    invoke-super {v1, v2}, Lcom/ro/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 11
    invoke-super/range {v1 .. v6}, Lcom/ro/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 11
    invoke-super {v1}, Lcom/ro/Base;->onCreate()Z
    move-result v0
    return v0
.end method

