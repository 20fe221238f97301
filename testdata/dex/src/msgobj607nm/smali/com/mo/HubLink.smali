.class final Lcom/mo/HubLink;
.super Ljava/lang/Object;
.source "HubLink.java"

# static fields
.field static final FAILED:I = 0x2

# instance fields
.field private final slot:Lcom/mo/ReplySlot;
.field private final replies:Landroid/os/Handler;
.field private final worker:Landroid/os/Handler;


# direct methods
.method constructor <init>()V
    .registers 7
    .line 32
    invoke-direct {v6}, Ljava/lang/Object;-><init>()V
    .line 18
    new-instance v1, Lcom/mo/ReplySlot;
    invoke-direct {v1}, Lcom/mo/ReplySlot;-><init>()V
    iput-object v1, v6, Lcom/mo/HubLink;->slot:Lcom/mo/ReplySlot;
    .line 20
    new-instance v1, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v3
    new-instance v4, Lcom/mo/HubLink$1;
    invoke-direct {v4, v6}, Lcom/mo/HubLink$1;-><init>(Lcom/mo/HubLink;)V
    invoke-direct {v1, v3, v4}, Landroid/os/Handler;-><init>(Landroid/os/Looper;Landroid/os/Handler$Callback;)V
    iput-object v1, v6, Lcom/mo/HubLink;->replies:Landroid/os/Handler;
    .line 33
    new-instance v0, Landroid/os/HandlerThread;
    const-string v2, "hub"
    invoke-direct {v0, v2}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 34
    invoke-virtual {v5}, Landroid/os/HandlerThread;->start()V
    .line 35
    new-instance v1, Landroid/os/Handler;
    invoke-virtual {v5}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;
    move-result-object v3
    invoke-direct {v1, v3}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v1, v6, Lcom/mo/HubLink;->worker:Landroid/os/Handler;
    .line 36
    return-void
.end method

.method private static transmit(Ljava/lang/String;)V
    .registers 4
    .line 53
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :L17
    .line 54
    new-instance v0, Ljava/io/IOException;
    const-string v2, "hub 10.0.0.7:8443 refused an empty command"
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
:L17
    .line 56
    return-void
.end method


# virtual methods
.method send(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 39
    iget-object v0, v3, Lcom/mo/HubLink;->worker:Landroid/os/Handler;
    new-instance v1, Lcom/mo/HubLink$2;
    invoke-direct {v1, v3, v4}, Lcom/mo/HubLink$2;-><init>(Lcom/mo/HubLink;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 49
    iget-object v0, v3, Lcom/mo/HubLink;->slot:Lcom/mo/ReplySlot;
    const-wide/16 v1, 0x1388L
    invoke-virtual {v0, v1, v2}, Lcom/mo/ReplySlot;->take(J)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

