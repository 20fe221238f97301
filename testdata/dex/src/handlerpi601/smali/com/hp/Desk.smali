.class final Lcom/hp/Desk;
.super Landroid/os/Handler;
.source "Desk.java"

# static fields
.field static final MSG_EDIT:I = 0x1
.field static final MSG_VIEW:I = 0x2

# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method constructor <init>(Landroid/content/Context;Landroid/os/HandlerThread;)V
    .registers 5
    .line 21
    invoke-virtual {v4}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v2, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    .line 22
    iput-object v3, v2, Lcom/hp/Desk;->context:Landroid/content/Context;
    .line 23
    return-void
.end method

.method private issue(Lcom/hp/Grant;I)V
    .registers 8
    .line 44
    new-instance v0, Landroid/content/Intent;
    iget-object v2, v5, Lcom/hp/Desk;->context:Landroid/content/Context;
    const-class v3, Lcom/hp/ConfirmActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "resume_token"
    iget-object v2, v6, Lcom/hp/Grant;->token:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    .line 45
    iget-object v1, v5, Lcom/hp/Desk;->context:Landroid/content/Context;
    const/4 v2, 0x0
    invoke-static {v1, v2, v4, v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    iput-object v1, v6, Lcom/hp/Grant;->resolution:Landroid/app/PendingIntent;
    .line 46
    return-void
.end method


# virtual methods
.method prepare(ILcom/hp/Grant;)V
    .registers 4
    .line 26
    invoke-static {v1, v2, v3}, Landroid/os/Message;->obtain(Landroid/os/Handler;ILjava/lang/Object;)Landroid/os/Message;
    move-result-object v0
    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V
    .line 27
    return-void
.end method

.method public handleMessage(Landroid/os/Message;)V
    .registers 5
    .line 31
    iget v0, v4, Landroid/os/Message;->what:I
    sparse-switch v0, :sw_4
    goto :L64
:L32
    .line 33
    iget-object v1, v4, Landroid/os/Message;->obj:Ljava/lang/Object;
    check-cast v1, Lcom/hp/Grant;
    const/high16 v2, 0x8000000
    invoke-direct {v3, v1, v2}, Lcom/hp/Desk;->issue(Lcom/hp/Grant;I)V
    .line 34
    goto :L69
:L48
    .line 36
    iget-object v1, v4, Landroid/os/Message;->obj:Ljava/lang/Object;
    check-cast v1, Lcom/hp/Grant;
    const/high16 v2, 0x4000000
    invoke-direct {v3, v1, v2}, Lcom/hp/Desk;->issue(Lcom/hp/Grant;I)V
    .line 37
    goto :L69
:L64
    .line 39
    invoke-super {v3, v4}, Landroid/os/Handler;->handleMessage(Landroid/os/Message;)V
:L69
    .line 41
    return-void
:sw_4
    .sparse-switch
        0x1 -> :L32
        0x2 -> :L48
    .end sparse-switch
.end method

