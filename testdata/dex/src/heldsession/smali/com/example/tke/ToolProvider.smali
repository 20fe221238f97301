.class public Lcom/example/tke/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"


# instance fields
.field private final backend:Lcom/example/tke/Backend;

.field private final deletions:Ljava/util/concurrent/ConcurrentHashMap;

.field private final invites:Ljava/util/concurrent/ConcurrentHashMap;

.field private final payments:Ljava/util/concurrent/ConcurrentHashMap;

.field private final sessions:Lcom/example/tke/SessionStore;

.field private final shares:Ljava/util/concurrent/ConcurrentHashMap;

.field private final transfers:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 17
    new-instance v0, Lcom/example/tke/SessionStore;

    invoke-direct {v0}, Lcom/example/tke/SessionStore;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->sessions:Lcom/example/tke/SessionStore;

    .line 18
    new-instance v0, Lcom/example/tke/Backend;

    invoke-direct {v0}, Lcom/example/tke/Backend;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->backend:Lcom/example/tke/Backend;

    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->transfers:Ljava/util/concurrent/ConcurrentHashMap;

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->payments:Ljava/util/concurrent/ConcurrentHashMap;

    .line 21
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;

    .line 22
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->deletions:Ljava/util/concurrent/ConcurrentHashMap;

    .line 23
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/tke/ToolProvider;->invites:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 74
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/tke/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 75
    const-string v1, "tool_name"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 76
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    const/4 v1, 0x0

    const/high16 v2, 0xc000000

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method

.method private resume(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5

    .line 81
    const-string v0, "transfer_funds"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p2, p3}, Lcom/example/tke/ToolProvider;->resumeTransfer(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 82
    :cond_0
    const-string v0, "pay_invoice"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-direct {p0, p2, p3}, Lcom/example/tke/ToolProvider;->resumePayment(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 83
    :cond_1
    const-string v0, "share_album"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-direct {p0, p2, p3}, Lcom/example/tke/ToolProvider;->resumeShare(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 84
    :cond_2
    const-string v0, "delete_backup"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-direct {p0, p2, p3}, Lcom/example/tke/ToolProvider;->resumeDeletion(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 85
    :cond_3
    const-string v0, "accept_invite"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_4

    invoke-direct {p0, p2, p3}, Lcom/example/tke/ToolProvider;->resumeInvite(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 86
    :cond_4
    const-string p1, "TOOL_NOT_FOUND"

    const-string p3, "no such tool"

    const/4 v0, 0x0

    invoke-static {p2, p1, p3, v0}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

# N1 (near miss): R8's member rebinding names the declaring class in the field and method
# references (PendingBase;->expired, ->ownerUid, ->args) on the value cast to PendingTransfer.
.method private resumeTransfer(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 91
    const-string v0, "resume_token"

    invoke-virtual {p2, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 92
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->transfers:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/example/tke/PendingTransfer;

    if-eqz v1, :cond_0

    .line 93
    invoke-virtual {v1}, Lcom/example/tke/PendingBase;->expired()Z

    move-result v2

    if-eqz v2, :cond_1

    :cond_0
    const-string p2, "INVALID_REQUEST"

    const-string v0, "unknown resume token"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 94
    :cond_1
    iget v2, v1, Lcom/example/tke/PendingBase;->ownerUid:I

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    if-eq v2, v3, :cond_2

    .line 95
    const-string p2, "INVALID_REQUEST"

    const-string v0, "resume token issued to another caller"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 97
    :cond_2
    iget-object v2, v1, Lcom/example/tke/PendingTransfer;->requestId:Ljava/lang/String;

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_3

    iget-object v2, v1, Lcom/example/tke/PendingBase;->args:Ljava/lang/String;

    const-string v3, "args"

    invoke-virtual {p2, v3}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_4

    .line 98
    :cond_3
    const-string p2, "INVALID_REQUEST"

    const-string v0, "request changed since confirmation"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 100
    :cond_4
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->transfers:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 101
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->backend:Lcom/example/tke/Backend;

    iget-object v0, v1, Lcom/example/tke/PendingBase;->args:Ljava/lang/String;

    const-string v1, "transfer_funds"

    invoke-virtual {p2, v1, v0}, Lcom/example/tke/Backend;->apply(Ljava/lang/String;Ljava/lang/String;)V

    .line 102
    const-string p2, "{\"kind\":\"inline\",\"value\":{\"status\":\"sent\"}}"

    invoke-static {p1, p2}, Lcom/example/tke/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

# N2 (near miss): the lookup is cast to the interface Pending (null, expiry and argument
# checks through it), then cast again to PendingPayment for its own callerUid.
.method private resumePayment(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 107
    const-string v0, "resume_token"

    invoke-virtual {p2, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 108
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->payments:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/example/tke/Pending;

    if-eqz v1, :cond_0

    .line 109
    invoke-interface {v1}, Lcom/example/tke/Pending;->expired()Z

    move-result v2

    if-eqz v2, :cond_1

    :cond_0
    const-string p2, "INVALID_REQUEST"

    const-string v0, "unknown resume token"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 110
    :cond_1
    invoke-interface {v1}, Lcom/example/tke/Pending;->args()Ljava/lang/String;

    move-result-object v2

    const-string v3, "args"

    invoke-virtual {p2, v3}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_2

    .line 111
    const-string p2, "INVALID_REQUEST"

    const-string v0, "arguments changed since confirmation"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 113
    :cond_2
    check-cast v1, Lcom/example/tke/PendingPayment;

    .line 114
    iget p2, v1, Lcom/example/tke/PendingPayment;->callerUid:I

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    if-eq p2, v2, :cond_3

    .line 115
    const-string p2, "INVALID_REQUEST"

    const-string v0, "resume token issued to another caller"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 117
    :cond_3
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->payments:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 118
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->backend:Lcom/example/tke/Backend;

    iget-object v0, v1, Lcom/example/tke/PendingPayment;->args:Ljava/lang/String;

    const-string v1, "pay_invoice"

    invoke-virtual {p2, v1, v0}, Lcom/example/tke/Backend;->apply(Ljava/lang/String;Ljava/lang/String;)V

    .line 119
    const-string p2, "{\"kind\":\"inline\",\"value\":{\"status\":\"paid\"}}"

    invoke-static {p1, p2}, Lcom/example/tke/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

# N3 (near miss): the owner is two field reads away: PendingShare->session, then Session->ownerUid.
.method private resumeShare(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 124
    const-string v0, "resume_token"

    invoke-virtual {p2, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 125
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/example/tke/PendingShare;

    if-nez v1, :cond_0

    .line 126
    const-string p2, "INVALID_REQUEST"

    const-string v0, "unknown resume token"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 127
    :cond_0
    iget-object v2, v1, Lcom/example/tke/PendingShare;->session:Lcom/example/tke/Session;

    iget v2, v2, Lcom/example/tke/Session;->ownerUid:I

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    if-eq v2, v3, :cond_1

    .line 128
    const-string p2, "INVALID_REQUEST"

    const-string v0, "resume token issued to another caller"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 130
    :cond_1
    iget-object v2, v1, Lcom/example/tke/PendingShare;->args:Ljava/lang/String;

    const-string v3, "args"

    invoke-virtual {p2, v3}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_2

    .line 131
    const-string p2, "INVALID_REQUEST"

    const-string v0, "arguments changed since confirmation"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 133
    :cond_2
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 134
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->backend:Lcom/example/tke/Backend;

    iget-object v0, v1, Lcom/example/tke/PendingShare;->args:Ljava/lang/String;

    const-string v1, "share_album"

    invoke-virtual {p2, v1, v0}, Lcom/example/tke/Backend;->apply(Ljava/lang/String;Ljava/lang/String;)V

    .line 135
    const-string p2, "{\"kind\":\"inline\",\"value\":{\"status\":\"shared\"}}"

    invoke-static {p1, p2}, Lcom/example/tke/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

# TP1 (CETP620): deletions.get(token) at line 141; the entry is removed (line 146) but its
# ownerUid is never read and nothing else compares the caller's UID.
.method private resumeDeletion(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 140
    const-string v0, "resume_token"

    invoke-virtual {p2, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 141
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->deletions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/example/tke/PendingDeletion;

    if-nez v1, :cond_0

    .line 142
    const-string p2, "INVALID_REQUEST"

    const-string v0, "unknown resume token"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 143
    :cond_0
    iget-object v2, v1, Lcom/example/tke/PendingDeletion;->args:Ljava/lang/String;

    const-string v3, "args"

    invoke-virtual {p2, v3}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_1

    .line 144
    const-string p2, "INVALID_REQUEST"

    const-string v0, "arguments changed since confirmation"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 146
    :cond_1
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->deletions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 147
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->backend:Lcom/example/tke/Backend;

    iget-object v0, v1, Lcom/example/tke/PendingDeletion;->args:Ljava/lang/String;

    const-string v1, "delete_backup"

    invoke-virtual {p2, v1, v0}, Lcom/example/tke/Backend;->apply(Ljava/lang/String;Ljava/lang/String;)V

    .line 148
    const-string p2, "{\"kind\":\"inline\",\"value\":{\"status\":\"deleted\"}}"

    invoke-static {p1, p2}, Lcom/example/tke/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

# TP2 (CETP620): the UID comparison at line 153 is on the current session (SessionStore.current(),
# not the entry); invites.get(token) at line 157 is by token alone, PendingInvite->inviterUid is
# never read; the entry is removed at line 162.
.method private resumeInvite(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 153
    iget-object v0, p0, Lcom/example/tke/ToolProvider;->sessions:Lcom/example/tke/SessionStore;

    invoke-virtual {v0}, Lcom/example/tke/SessionStore;->current()Lcom/example/tke/Session;

    move-result-object v0

    iget v0, v0, Lcom/example/tke/Session;->ownerUid:I

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    if-eq v0, v1, :cond_0

    .line 154
    const-string p2, "NEGOTIATION_REQUIRED"

    const-string v0, "session belongs to another caller"

    const/4 v1, 0x1

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 156
    :cond_0
    const-string v0, "resume_token"

    invoke-virtual {p2, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 157
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->invites:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/example/tke/PendingInvite;

    if-nez v1, :cond_1

    .line 158
    const-string p2, "INVALID_REQUEST"

    const-string v0, "unknown resume token"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 159
    :cond_1
    iget-object v2, v1, Lcom/example/tke/PendingInvite;->args:Ljava/lang/String;

    const-string v3, "args"

    invoke-virtual {p2, v3}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_2

    .line 160
    const-string p2, "INVALID_REQUEST"

    const-string v0, "arguments changed since confirmation"

    const/4 v1, 0x0

    invoke-static {p1, p2, v0, v1}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 162
    :cond_2
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->invites:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 163
    iget-object p2, p0, Lcom/example/tke/ToolProvider;->backend:Lcom/example/tke/Backend;

    iget-object v0, v1, Lcom/example/tke/PendingInvite;->args:Ljava/lang/String;

    const-string v1, "accept_invite"

    invoke-virtual {p2, v1, v0}, Lcom/example/tke/Backend;->apply(Ljava/lang/String;Ljava/lang/String;)V

    .line 164
    const-string p2, "{\"kind\":\"inline\",\"value\":{\"status\":\"joined\"}}"

    invoke-static {p1, p2}, Lcom/example/tke/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private start(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 55
    const-string v0, "args"

    invoke-virtual {p4, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p4

    .line 56
    invoke-static {}, Lcom/example/tke/Tokens;->next()Ljava/lang/String;

    move-result-object v0

    .line 57
    const-string v1, "transfer_funds"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    .line 58
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->transfers:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/example/tke/PendingTransfer;

    invoke-direct {v2, p2, p4, p3}, Lcom/example/tke/PendingTransfer;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 59
    :cond_0
    const-string v1, "pay_invoice"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 60
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->payments:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/example/tke/PendingPayment;

    invoke-direct {v2, p2, p4}, Lcom/example/tke/PendingPayment;-><init>(ILjava/lang/String;)V

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 61
    :cond_1
    const-string v1, "share_album"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2

    .line 62
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/example/tke/PendingShare;

    iget-object v3, p0, Lcom/example/tke/ToolProvider;->sessions:Lcom/example/tke/SessionStore;

    invoke-virtual {v3}, Lcom/example/tke/SessionStore;->current()Lcom/example/tke/Session;

    move-result-object v3

    invoke-direct {v2, v3, p4}, Lcom/example/tke/PendingShare;-><init>(Lcom/example/tke/Session;Ljava/lang/String;)V

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 63
    :cond_2
    const-string v1, "delete_backup"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_3

    .line 64
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->deletions:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/example/tke/PendingDeletion;

    invoke-direct {v2, p2, p4}, Lcom/example/tke/PendingDeletion;-><init>(ILjava/lang/String;)V

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 65
    :cond_3
    const-string v1, "accept_invite"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_4

    .line 66
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->invites:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/example/tke/PendingInvite;

    iget-object v3, p0, Lcom/example/tke/ToolProvider;->sessions:Lcom/example/tke/SessionStore;

    invoke-virtual {v3}, Lcom/example/tke/SessionStore;->current()Lcom/example/tke/Session;

    move-result-object v3

    invoke-direct {v2, p2, p4, v3}, Lcom/example/tke/PendingInvite;-><init>(ILjava/lang/String;Lcom/example/tke/Session;)V

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 68
    :cond_4
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    const/4 p4, 0x0

    invoke-static {p3, p1, p2, p4}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 70
    :goto_0
    invoke-direct {p0, p1}, Lcom/example/tke/ToolProvider;->confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p3, p1, v0}, Lcom/example/tke/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 31
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 32
    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    invoke-virtual {v0, p2, v1}, Landroid/content/pm/PackageManager;->checkSignatures(II)I

    move-result v0

    if-eqz v0, :cond_0

    const/4 p1, 0x0

    .line 33
    const-string p2, "PERMISSION_DENIED"

    const-string p3, "caller not allowed"

    const/4 v0, 0x0

    invoke-static {p1, p2, p3, v0}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 35
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object p1, p0, Lcom/example/tke/ToolProvider;->sessions:Lcom/example/tke/SessionStore;

    invoke-virtual {p1, p2}, Lcom/example/tke/SessionStore;->open(I)Lcom/example/tke/Session;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tke/Replies;->negotiated(Lcom/example/tke/Session;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 36
    :cond_1
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "resume"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 p1, 0x0

    .line 37
    const-string p2, "METHOD_NOT_FOUND"

    const-string p3, "unknown method"

    const/4 v0, 0x0

    invoke-static {p1, p2, p3, v0}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_2
    if-nez p3, :cond_3

    const/4 p1, 0x0

    .line 39
    const-string p2, "INVALID_REQUEST"

    const-string p3, "missing extras"

    const/4 v0, 0x0

    invoke-static {p1, p2, p3, v0}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 40
    :cond_3
    const-string v0, "request_id"

    invoke-virtual {p3, v0}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 41
    iget-object v1, p0, Lcom/example/tke/ToolProvider;->sessions:Lcom/example/tke/SessionStore;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p2}, Lcom/example/tke/SessionStore;->enter(Ljava/lang/String;I)Lcom/example/tke/Session;

    move-result-object v1

    if-nez v1, :cond_4

    .line 42
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    const/4 p3, 0x1

    invoke-static {v0, p1, p2, p3}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 44
    :cond_4
    const-string v1, "deadline_at_ms"

    invoke-virtual {p3, v1}, Landroid/os/BaseBundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long v1, v1, v3

    if-gtz v1, :cond_5

    .line 45
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    const/4 p3, 0x0

    invoke-static {v0, p1, p2, p3}, Lcom/example/tke/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 47
    :cond_5
    const-string v1, "tool_name"

    invoke-virtual {p3, v1}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 48
    const-string v2, "resume"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_6

    const-string p1, "resume_token"

    invoke-virtual {p3, p1}, Landroid/os/BaseBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    if-eqz p1, :cond_7

    .line 49
    :cond_6
    invoke-direct {p0, v1, v0, p3}, Lcom/example/tke/ToolProvider;->resume(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_7
    invoke-direct {p0, v1, p2, v0, p3}, Lcom/example/tke/ToolProvider;->start(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public onCreate()Z
    .registers 2

    const/4 v0, 0x1

    return v0
.end method
