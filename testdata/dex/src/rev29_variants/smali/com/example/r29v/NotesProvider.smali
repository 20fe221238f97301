.class public Lcom/example/r29v/NotesProvider;
.super Lcom/example/r29v/BaseProvider;
.source "NotesProvider.java"

.field private static final AUDIT_IDS:Lcom/example/r29v/OpLedger;

.field private static final SYNC_IDS:Lcom/example/r29v/OpLedger;

.field private last:Lcom/example/r29v/Reply$Builder;

.method static constructor <clinit>()V
    .registers 2
    .line 8
    new-instance v0, Lcom/example/r29v/OpLedger;
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    invoke-direct {v0, v1}, Lcom/example/r29v/OpLedger;-><init>(Ljava/util/Random;)V
    sput-object v0, Lcom/example/r29v/NotesProvider;->AUDIT_IDS:Lcom/example/r29v/OpLedger;
    .line 9
    new-instance v0, Lcom/example/r29v/OpLedger;
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v0, v1}, Lcom/example/r29v/OpLedger;-><init>(Ljava/util/Random;)V
    sput-object v0, Lcom/example/r29v/NotesProvider;->SYNC_IDS:Lcom/example/r29v/OpLedger;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Lcom/example/r29v/BaseProvider;-><init>()V
    return-void
.end method

.method protected handle(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 9
    .line 12
    const-string v0, "login"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_relogin
    invoke-static {}, Lcom/example/r29v/Reply;->auth()Lcom/example/r29v/Reply$Builder;
    move-result-object p1
    const-string p2, "sign in first"
    invoke-virtual {p1, p2}, Lcom/example/r29v/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/r29v/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 13
    :cond_relogin
    const-string v0, "relogin"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_audit
    .line 14
    invoke-static {}, Lcom/example/r29v/Reply;->auth()Lcom/example/r29v/Reply$Builder;
    move-result-object p1
    const-string p2, "sign in again"
    invoke-virtual {p1, p2}, Lcom/example/r29v/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/r29v/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p1
    .line 15
    new-instance p2, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r29v/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/example/r29v/ConfirmActivity;
    invoke-direct {p2, v0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 16
    invoke-virtual {p0}, Lcom/example/r29v/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, p2, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p2
    const-string v0, "resolution"
    invoke-virtual {p1, v0, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 17
    invoke-static {p3}, Lcom/example/r29v/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p2
    const-string p3, "resume_token"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-object p1
    .line 20
    :cond_audit
    const-string v0, "start_audit"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sync
    sget-object p1, Lcom/example/r29v/NotesProvider;->AUDIT_IDS:Lcom/example/r29v/OpLedger;
    invoke-virtual {p1}, Lcom/example/r29v/OpLedger;->next()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29v/NotesProvider;->started(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_sync
    const-string v0, "start_sync"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_super
    sget-object p1, Lcom/example/r29v/NotesProvider;->SYNC_IDS:Lcom/example/r29v/OpLedger;
    invoke-virtual {p1}, Lcom/example/r29v/OpLedger;->next()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29v/NotesProvider;->started(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_super
    const-string v0, "lock_account"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_super2
    new-instance p1, Lcom/example/r29v/Reply$Builder;
    invoke-direct {p1}, Lcom/example/r29v/Reply$Builder;-><init>()V
    const-string p2, "AUTH_REQUIRED"
    invoke-virtual {p1, p2}, Lcom/example/r29v/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r29v/NotesProvider;->last:Lcom/example/r29v/Reply$Builder;
    .line 24
    invoke-direct {p0}, Lcom/example/r29v/NotesProvider;->finish()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_super2
    const-string v0, "lock_device"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_super3
    new-instance p1, Lcom/example/r29v/Reply$Builder;
    invoke-direct {p1}, Lcom/example/r29v/Reply$Builder;-><init>()V
    invoke-static {p1}, Lcom/example/r29v/NotesProvider;->authFor(Lcom/example/r29v/Reply$Builder;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_super3
    invoke-super {p0, p1, p2, p3}, Lcom/example/r29v/BaseProvider;->handle(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private finish()Landroid/os/Bundle;
    .registers 3
    .line 31
    iget-object v0, p0, Lcom/example/r29v/NotesProvider;->last:Lcom/example/r29v/Reply$Builder;
    const-string v1, "locked"
    invoke-virtual {v0, v1}, Lcom/example/r29v/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/r29v/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private static authFor(Lcom/example/r29v/Reply$Builder;)Landroid/os/Bundle;
    .registers 2
    .line 34
    const-string v0, "AUTH_REQUIRED"
    invoke-virtual {p0, v0}, Lcom/example/r29v/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object p0
    const-string v0, "device locked"
    invoke-virtual {p0, v0}, Lcom/example/r29v/Reply$Builder;->message(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object p0
    invoke-virtual {p0}, Lcom/example/r29v/Reply$Builder;->build()Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private static started(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 25
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r29v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 26
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    const-string v1, "poll_after_ms"
    const-wide/16 v2, 0x3e8
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V
    .line 29
    return-object v0
.end method
