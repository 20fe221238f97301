.class final Lcom/cinderbox/locker/ShareTask;
.super Landroid/os/AsyncTask;
.source "ShareTask.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Landroid/os/AsyncTask<",
        "Ljava/lang/String;",
        "Ljava/lang/Void;",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# instance fields
.field private final outbox:Landroid/os/Messenger;

.field private final recipient:Ljava/lang/String;

.field private final vault:Lcom/cinderbox/locker/IVault;


# direct methods
.method constructor <init>(Lcom/cinderbox/locker/IVault;Landroid/os/Messenger;Ljava/lang/String;)V
    .registers 4

    .line 16
    invoke-direct {p0}, Landroid/os/AsyncTask;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/cinderbox/locker/ShareTask;->vault:Lcom/cinderbox/locker/IVault;

    .line 18
    iput-object p2, p0, Lcom/cinderbox/locker/ShareTask;->outbox:Landroid/os/Messenger;

    .line 19
    iput-object p3, p0, Lcom/cinderbox/locker/ShareTask;->recipient:Ljava/lang/String;

    .line 20
    return-void
.end method


# virtual methods
.method protected bridge synthetic doInBackground([Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    .line 11
    check-cast p1, [Ljava/lang/String;

    invoke-virtual {p0, p1}, Lcom/cinderbox/locker/ShareTask;->doInBackground([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected varargs doInBackground([Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 25
    :try_start_0
    iget-object v1, p0, Lcom/cinderbox/locker/ShareTask;->vault:Lcom/cinderbox/locker/IVault;

    const/4 v3, 0x0

    aget-object v2, p1, v3

    invoke-interface {v1, v2}, Lcom/cinderbox/locker/IVault;->entry(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Landroid/os/RemoteException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 26
    :catch_0
    move-exception v0

    .line 27
    const-string v1, "CinderboxLocker"

    const-string v2, "vault unreachable"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 28
    const/4 v1, 0x0

    return-object v1
.end method

.method protected bridge synthetic onPostExecute(Ljava/lang/Object;)V
    .registers 2

    .line 11
    check-cast p1, Ljava/lang/String;

    invoke-virtual {p0, p1}, Lcom/cinderbox/locker/ShareTask;->onPostExecute(Ljava/lang/String;)V

    return-void
.end method

.method protected onPostExecute(Ljava/lang/String;)V
    .registers 8

    .line 34
    if-nez p1, :cond_0

    .line 35
    return-void

    .line 37
    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 38
    iget-object v5, p0, Lcom/cinderbox/locker/ShareTask;->recipient:Ljava/lang/String;

    const-string v4, "recipient"

    invoke-virtual {v0, v4, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    const-string v4, "entry"

    invoke-virtual {v0, v4, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    const/4 v3, 0x0

    const/4 v4, 0x1

    invoke-static {v3, v4}, Landroid/os/Message;->obtain(Landroid/os/Handler;I)Landroid/os/Message;

    move-result-object v1

    .line 41
    invoke-virtual {v1, v0}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 43
    :try_start_0
    iget-object v3, p0, Lcom/cinderbox/locker/ShareTask;->outbox:Landroid/os/Messenger;

    invoke-virtual {v3, v1}, Landroid/os/Messenger;->send(Landroid/os/Message;)V
    :try_end_0
    .catch Landroid/os/RemoteException; {:try_start_0 .. :try_end_0} :catch_0

    .line 46
    goto :goto_0

    .line 44
    :catch_0
    move-exception v2

    .line 45
    const-string v3, "CinderboxLocker"

    const-string v4, "share service gone"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 47
    :goto_0
    return-void
.end method
