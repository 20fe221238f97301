.class public final Lcom/lp/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private final partners:Ljava/util/List;
.field private final homes:Ljava/util/List;
.field private final byTool:Ljava/util/Map;
.field private own:Lcom/lp/Confirmer;
.field private homed:Lcom/lp/Confirmer;
.field private partnered:Lcom/lp/Confirmer;
.field private routed:Lcom/lp/Confirmer;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 24
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 25
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/lp/DeskProvider;->random:Ljava/security/SecureRandom;
    .line 26
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/lp/DeskProvider;->partners:Ljava/util/List;
    .line 27
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/lp/DeskProvider;->homes:Ljava/util/List;
    .line 28
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/lp/DeskProvider;->byTool:Ljava/util/Map;
    return-void
.end method

.method private static retarget(Lcom/lp/Confirmer;)V
    .registers 4
    .line 56
    const-string v1, "com.partner.relay"
    const-string v2, "com.partner.relay.ConfirmActivity"
    invoke-virtual {v3, v1, v2}, Lcom/lp/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 57
    return-void
.end method

.method private static retargetAll(Lcom/lp/Confirmer;)V
    .registers 4
    .line 60
    const-string v1, "com.partner.other"
    const-string v2, "com.partner.other.ConfirmActivity"
    invoke-virtual {v3, v1, v2}, Lcom/lp/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 61
    return-void
.end method

.method private resolution(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7
    .line 79
    move-object v2, v5
    const/4 v3, -0x1
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_9
    goto :L86
:L44
    const-string v1, "archive"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    const/4 v3, 0x0
    goto :L86
:L59
    const-string v1, "home"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    const/4 v3, 0x1
    goto :L86
:L74
    const-string v1, "partner"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    const/4 v3, 0x2
:L86
    packed-switch v3, :sw_88
    goto :L134
:L116
    .line 81
    invoke-direct {v4, v6}, Lcom/lp/DeskProvider;->ownResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L122
    .line 83
    invoke-direct {v4, v6}, Lcom/lp/DeskProvider;->homedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L128
    .line 85
    invoke-direct {v4, v6}, Lcom/lp/DeskProvider;->partneredResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L134
    .line 87
    invoke-direct {v4, v6}, Lcom/lp/DeskProvider;->routedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:sw_9
    .sparse-switch
        -0x2f432338 -> :L74
        -0x2c971f3e -> :L44
        0x30f4df -> :L59
    .end sparse-switch
:sw_88
    .packed-switch 0x0
        :L116
        :L122
        :L128
    .end packed-switch
.end method

.method private ownResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 92
    invoke-virtual {v4}, Lcom/lp/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    iget-object v2, v4, Lcom/lp/DeskProvider;->own:Lcom/lp/Confirmer;
    invoke-virtual {v2, v5}, Lcom/lp/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private homedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 96
    invoke-virtual {v4}, Lcom/lp/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    iget-object v2, v4, Lcom/lp/DeskProvider;->homed:Lcom/lp/Confirmer;
    invoke-virtual {v2, v5}, Lcom/lp/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private partneredResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 100
    invoke-virtual {v4}, Lcom/lp/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x3
    iget-object v2, v4, Lcom/lp/DeskProvider;->partnered:Lcom/lp/Confirmer;
    invoke-virtual {v2, v5}, Lcom/lp/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private routedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 104
    invoke-virtual {v4}, Lcom/lp/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x4
    iget-object v2, v4, Lcom/lp/DeskProvider;->routed:Lcom/lp/Confirmer;
    invoke-virtual {v2, v5}, Lcom/lp/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 36
    new-instance v1, Lcom/lp/Confirmer;
    const-string v3, "com.lp.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/lp/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/lp/DeskProvider;->own:Lcom/lp/Confirmer;
    .line 37
    new-instance v1, Lcom/lp/Confirmer;
    const-string v3, "com.lp.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/lp/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/lp/DeskProvider;->homed:Lcom/lp/Confirmer;
    .line 38
    iget-object v0, v6, Lcom/lp/DeskProvider;->homes:Ljava/util/List;
    iget-object v1, v6, Lcom/lp/DeskProvider;->homed:Lcom/lp/Confirmer;
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 39
    new-instance v1, Lcom/lp/Confirmer;
    const-string v3, "com.lp.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/lp/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/lp/DeskProvider;->partnered:Lcom/lp/Confirmer;
    .line 40
    iget-object v0, v6, Lcom/lp/DeskProvider;->partners:Ljava/util/List;
    iget-object v1, v6, Lcom/lp/DeskProvider;->partnered:Lcom/lp/Confirmer;
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 41
    new-instance v1, Lcom/lp/Confirmer;
    const-string v3, "com.lp.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/lp/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/lp/DeskProvider;->routed:Lcom/lp/Confirmer;
    .line 42
    iget-object v0, v6, Lcom/lp/DeskProvider;->byTool:Ljava/util/Map;
    const-string v1, "route"
    iget-object v2, v6, Lcom/lp/DeskProvider;->routed:Lcom/lp/Confirmer;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 43
    iget-object v0, v6, Lcom/lp/DeskProvider;->partners:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v4
:L106
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L136
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lp/Confirmer;
    move-object v5, v0
    .line 44
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v5, v1, v2}, Lcom/lp/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    goto :L106
:L136
    .line 46
    iget-object v0, v6, Lcom/lp/DeskProvider;->homes:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v4
:L146
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L176
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lp/Confirmer;
    move-object v5, v0
    .line 47
    const-string v1, "com.lp"
    const-string v2, "com.lp.HomeConfirmActivity"
    invoke-virtual {v5, v1, v2}, Lcom/lp/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    goto :L146
:L176
    .line 49
    iget-object v0, v6, Lcom/lp/DeskProvider;->byTool:Ljava/util/Map;
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v4
:L191
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L217
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lp/Confirmer;
    move-object v5, v0
    .line 50
    invoke-static {v5}, Lcom/lp/DeskProvider;->retarget(Lcom/lp/Confirmer;)V
    .line 51
    goto :L191
:L217
    .line 52
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 65
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L13
    if-nez v10, :L15
:L13
    .line 66
    const/4 v0, 0x0
    return-object v0
:L15
    .line 68
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v4, v0
    .line 69
    iget-object v0, v7, Lcom/lp/DeskProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 70
    const/4 v1, 0x2
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v5
    .line 71
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 72
    const-string v1, "request_id"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v0, v1, v2}, Lcom/lp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 73
    const-string v1, "resolution"
    invoke-direct {v7, v6, v5}, Lcom/lp/DeskProvider;->resolution(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 74
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 108
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 109
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 110
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 111
    const/4 v0, 0x0
    return v0
.end method

