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
    invoke-virtual {v5}, Lcom/hg/CallerInfo;->getPackages()Ljava/util/List;
    move-result-object v1
    const/4 v2, 0x0
    invoke-interface {v1, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    const/4 v3, 0x1
    invoke-virtual {v4, v1, v6, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 14
    return-void
.end method

.method static each(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V
    .registers 9
    .line 17
    invoke-virtual {v7}, Lcom/hg/CallerInfo;->getPackages()Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v4
:L10
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L41
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    .line 18
    const/4 v3, 0x1
    invoke-virtual {v6, v5, v8, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 19
    goto :L10
:L41
    .line 20
    return-void
.end method

.method static single(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)Z
    .registers 8
    .line 23
    invoke-virtual {v6}, Lcom/hg/CallerInfo;->getPackages()Ljava/util/List;
    move-result-object v4
    .line 24
    invoke-interface {v4}, Ljava/util/List;->size()I
    move-result v0
    const/4 v1, 0x1
    if-eq v0, v1, :L17
    .line 25
    const/4 v0, 0x0
    return v0
:L17
    .line 27
    const/4 v2, 0x0
    invoke-interface {v4, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    const/4 v3, 0x1
    invoke-virtual {v5, v1, v7, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 28
    const/4 v0, 0x1
    return v0
.end method

