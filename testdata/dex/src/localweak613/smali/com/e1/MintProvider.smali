.class public final Lcom/e1/MintProvider;
.super Landroid/content/ContentProvider;
.source "MintProvider.java"

# instance fields
.field private retries:Lcom/e1/ToolSet;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 12
    new-instance v1, Lcom/e1/ToolSet;
    new-instance v3, Lcom/e1/Mint;
    new-instance v5, Ljava/util/Random;
    invoke-direct {v5}, Ljava/util/Random;-><init>()V
    invoke-direct {v3, v5}, Lcom/e1/Mint;-><init>(Ljava/util/Random;)V
    invoke-direct {v1, v3}, Lcom/e1/ToolSet;-><init>(Lcom/e1/Mint;)V
    iput-object v1, v6, Lcom/e1/MintProvider;->retries:Lcom/e1/ToolSet;
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 15
    if-nez v11, :L18
    const-string v0, ""
    goto :L26
:L18
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L26
    move-object v6, v0
    .line 16
    const-string v0, "start"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L85
    .line 17
    new-instance v0, Lcom/e1/ToolSet;
    new-instance v2, Lcom/e1/Mint;
    new-instance v4, Ljava/util/Random;
    invoke-direct {v4}, Ljava/util/Random;-><init>()V
    invoke-direct {v2, v4}, Lcom/e1/Mint;-><init>(Ljava/util/Random;)V
    invoke-direct {v0, v2}, Lcom/e1/ToolSet;-><init>(Lcom/e1/Mint;)V
    move-object v7, v0
    .line 18
    const-string v1, "operation_id"
    invoke-virtual {v7}, Lcom/e1/ToolSet;->issue()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    goto :L114
:L85
    .line 21
    const-string v1, "error_code"
    const-string v2, "UNAVAILABLE"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "retry_after_ms"
    iget-object v2, v8, Lcom/e1/MintProvider;->retries:Lcom/e1/ToolSet;
    const-wide/16 v3, 0x3e8L
    invoke-virtual {v2, v3, v4}, Lcom/e1/ToolSet;->backoff(J)J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L114
    .line 24
    return-object v5
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 26
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 27
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 28
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 29
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 30
    const/4 v0, 0x0
    return v0
.end method

