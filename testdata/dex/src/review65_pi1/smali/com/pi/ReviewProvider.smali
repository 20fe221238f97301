.class public final Lcom/pi/ReviewProvider;
.super Lcom/pi/Base;
.source "ReviewProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Lcom/pi/Base;-><init>()V
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .line 12
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v10
    .line 14
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-ne v10, v1, :L26
    if-nez v16, :L38
:L26
    .line 15
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    return-object v6
:L38
    .line 18
    new-instance v0, Lcom/pi/Parked;
    invoke-virtual {v13}, Lcom/pi/ReviewProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/pi/Parked;-><init>(Landroid/content/Context;)V
    move-object v8, v0
    .line 19
    const-string v1, "resume_token"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 20
    if-eqz v9, :L148
    .line 22
    const-string v0, "legacy"
    const-string v2, "tool"
    move-object/from16 v1, v16
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L88
    invoke-virtual {v8, v9}, Lcom/pi/Parked;->summary(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L95
:L88
    invoke-virtual {v8, v9}, Lcom/pi/Parked;->peek(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L95
    move-object v7, v0
    .line 23
    if-eqz v7, :L117
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L129
:L117
    .line 24
    const-string v1, "error_code"
    const-string v2, "INVALID_REQUEST"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v6
:L129
    .line 27
    invoke-virtual {v8, v9}, Lcom/pi/Parked;->forget(Ljava/lang/String;)V
    .line 28
    const-string v1, "status"
    const-string v2, "resumed"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    return-object v6
:L148
    .line 31
    const-string v3, "tool"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v10, v2}, Lcom/pi/Parked;->park(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 32
    const-string v0, "legacy"
    const-string v2, "tool"
    move-object/from16 v1, v16
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L182
    const-class v0, Lcom/pi/LegacyReviewActivity;
    goto :L184
:L182
    const-class v0, Lcom/pi/ReviewActivity;
:L184
    move-object v11, v0
    .line 33
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v13}, Lcom/pi/ReviewProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2, v11}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v12
    .line 34
    const-string v1, "resolution"
    invoke-virtual {v13}, Lcom/pi/ReviewProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    const/high16 v5, 0x4000000
    invoke-static {v2, v3, v12, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 35
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    return-object v6
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/pi/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/pi/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/pi/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/pi/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/pi/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 9
    invoke-super {v1}, Lcom/pi/Base;->onCreate()Z
    move-result v0
    return v0
.end method

