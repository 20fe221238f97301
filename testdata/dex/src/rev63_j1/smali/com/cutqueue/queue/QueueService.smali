.class public Lcom/cutqueue/queue/QueueService;
.super Landroid/app/Service;
.source "QueueService.java"


# instance fields
.field private final binder:Lcom/cutqueue/queue/IQueue$Stub;

.field jobs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    .line 13
    new-instance v0, Lcom/cutqueue/queue/QueueService$1;

    invoke-direct {v0, p0}, Lcom/cutqueue/queue/QueueService$1;-><init>(Lcom/cutqueue/queue/QueueService;)V

    iput-object v0, p0, Lcom/cutqueue/queue/QueueService;->binder:Lcom/cutqueue/queue/IQueue$Stub;

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 41
    iget-object v0, p0, Lcom/cutqueue/queue/QueueService;->binder:Lcom/cutqueue/queue/IQueue$Stub;

    return-object v0
.end method

.method public onCreate()V
    .registers 3

    .line 36
    const-string v0, "jobs"

    const/4 v1, 0x0

    invoke-virtual {p0, v0, v1}, Lcom/cutqueue/queue/QueueService;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/cutqueue/queue/QueueService;->jobs:Landroid/content/SharedPreferences;

    .line 37
    return-void
.end method
