.class public final Lcom/sw/MailProvider;
.super Lcom/sw/Base;
.source "MailProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 9
    invoke-direct {v2}, Lcom/sw/Base;-><init>()V
    .line 10
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/sw/MailProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 14
    if-nez v14, :L8
    const/4 v0, 0x0
    goto :L14
:L8
    const-string v1, "request_id"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L14
    move-object v6, v0
    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x275d
    if-eq v0, v1, :L35
    .line 16
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "Unknown caller"
    invoke-static {v6, v1, v2}, Lcom/sw/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L35
    .line 18
    const-string v1, "tool_name"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 19
    iget-object v0, v11, Lcom/sw/MailProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    iget-object v1, v11, Lcom/sw/MailProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v9
    .line 20
    const-string v0, "send_mail"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    .line 21
    invoke-virtual {v11}, Lcom/sw/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    new-instance v2, Landroid/content/Intent;
    .line 22
    invoke-virtual {v11}, Lcom/sw/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    const-class v5, Lcom/sw/SignInActivity;
    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    .line 21
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v7
    .line 23
    sget-object v1, Lcom/sw/Replies$Why;->SIGN_IN:Lcom/sw/Replies$Why;
    invoke-static {v6, v1, v7, v9}, Lcom/sw/Replies;->refuse(Ljava/lang/String;Lcom/sw/Replies$Why;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L118
    .line 25
    const-string v0, "delete_mail"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L166
    .line 26
    invoke-virtual {v11}, Lcom/sw/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    new-instance v2, Landroid/content/Intent;
    .line 27
    invoke-virtual {v11}, Lcom/sw/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    const-class v5, Lcom/sw/ConfirmActivity;
    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    .line 26
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v7
    .line 28
    sget-object v1, Lcom/sw/Replies$Why;->CONFIRM:Lcom/sw/Replies$Why;
    invoke-static {v6, v1, v7, v9}, Lcom/sw/Replies;->refuse(Ljava/lang/String;Lcom/sw/Replies$Why;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L166
    .line 30
    const-string v0, "send_digest"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L225
    .line 31
    invoke-virtual {v11}, Lcom/sw/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x3
    new-instance v2, Landroid/content/Intent;
    .line 32
    invoke-virtual {v11}, Lcom/sw/MailProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    const-class v5, Lcom/sw/SignInActivity;
    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    .line 31
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v7
    .line 33
    sget-object v1, Lcom/sw/Notices$Reason;->SIGN_IN:Lcom/sw/Notices$Reason;
    invoke-static {v6, v1, v7}, Lcom/sw/Notices;->refuse(Ljava/lang/String;Lcom/sw/Notices$Reason;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v10
    .line 34
    const-string v1, "resume_token"
    invoke-virtual {v10, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v10
:L225
    .line 37
    const-string v0, "skip_digest"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L245
    .line 38
    sget-object v1, Lcom/sw/Notices$Reason;->SKIPPED:Lcom/sw/Notices$Reason;
    const/4 v2, 0x0
    invoke-static {v6, v1, v2}, Lcom/sw/Notices;->refuse(Ljava/lang/String;Lcom/sw/Notices$Reason;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L245
    .line 40
    sget-object v1, Lcom/sw/Replies$Why;->DECLINED:Lcom/sw/Replies$Why;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v6, v1, v2, v3}, Lcom/sw/Replies;->refuse(Ljava/lang/String;Lcom/sw/Replies$Why;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/sw/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/sw/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/sw/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/sw/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/sw/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 9
    invoke-super {v1}, Lcom/sw/Base;->onCreate()Z
    move-result v0
    return v0
.end method

