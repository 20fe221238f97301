.class final Lcom/hg/Grants;
.super Ljava/lang/Object;
.source "Grants.java"


# direct methods
.method constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static first(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V
    .registers 7
    .line 13
    invoke-virtual {v5}, Lcom/hg/CallerInfo;->getPackages()[Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aget-object v1, v1, v2
    const/4 v3, 0x1
    invoke-virtual {v4, v1, v6, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 14
    return-void
.end method

.method static each(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V
    .registers 11
    .line 17
    invoke-virtual {v9}, Lcom/hg/CallerInfo;->getPackages()[Ljava/lang/String;
    move-result-object v5
    array-length v0, v5
    move v6, v0
    const/4 v4, 0x0
:L12
    if-ge v4, v6, :L39
    aget-object v0, v5, v4
    move-object v7, v0
    .line 18
    const/4 v3, 0x1
    invoke-virtual {v8, v7, v10, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 17
    add-int/lit8 v4, v4, 0x1
    goto :L12
:L39
    .line 20
    return-void
.end method

.method static single(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)Z
    .registers 8
    .line 23
    invoke-virtual {v6}, Lcom/hg/CallerInfo;->getPackages()[Ljava/lang/String;
    move-result-object v4
    .line 24
    array-length v0, v4
    const/4 v1, 0x1
    if-eq v0, v1, :L13
    .line 25
    const/4 v0, 0x0
    return v0
:L13
    .line 27
    const/4 v2, 0x0
    aget-object v1, v4, v2
    const/4 v3, 0x1
    invoke-virtual {v5, v1, v7, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 28
    const/4 v0, 0x1
    return v0
.end method

