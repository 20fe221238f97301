.class public final Lcom/cinderbox/shred/Desk;
.super Ljava/lang/Object;
.source "Desk.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/cinderbox/shred/Desk$Courier;
    }
.end annotation


# static fields
.field static final MSG_DECIDE:I = 0x2

.field static final MSG_ISSUE:I = 0x1

.field static final MSG_RECHECK:I = 0x4

.field static final MSG_REDEEM:I = 0x3

.field static final MSG_RESTORE:I = 0x7

.field static final MSG_SHRED:I = 0x6

.field static final MSG_SWEEP:I = 0x5

.field private static volatile current:Lcom/cinderbox/shred/Desk;


# instance fields
.field private final context:Landroid/content/Context;

.field private final courier:Lcom/cinderbox/shred/Desk$Courier;

.field private final grants:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/cinderbox/shred/Grant;",
            ">;"
        }
    .end annotation
.end field

.field private final trash:Lcom/cinderbox/shred/TrashStore;


# direct methods
.method private constructor <init>(Landroid/content/Context;Lcom/cinderbox/shred/TrashStore;)V
    .registers 7

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 34
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    iput-object v1, p0, Lcom/cinderbox/shred/Desk;->grants:Ljava/util/Map;

    .line 38
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v1

    iput-object v1, p0, Lcom/cinderbox/shred/Desk;->context:Landroid/content/Context;

    .line 39
    iput-object p2, p0, Lcom/cinderbox/shred/Desk;->trash:Lcom/cinderbox/shred/TrashStore;

    .line 40
    new-instance v0, Landroid/os/HandlerThread;

    const-string v2, "cinderbox-desk"

    invoke-direct {v0, v2}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    .line 41
    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 42
    new-instance v1, Lcom/cinderbox/shred/Desk$Courier;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v3

    invoke-direct {v1, p0, v3}, Lcom/cinderbox/shred/Desk$Courier;-><init>(Lcom/cinderbox/shred/Desk;Landroid/os/Looper;)V

    iput-object v1, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    .line 43
    return-void
.end method

.method static synthetic access$000(Lcom/cinderbox/shred/Desk;)Landroid/content/Context;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/cinderbox/shred/Desk;->context:Landroid/content/Context;

    return-object v0
.end method

.method static synthetic access$100(Lcom/cinderbox/shred/Desk;)Ljava/util/Map;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/cinderbox/shred/Desk;->grants:Ljava/util/Map;

    return-object v0
.end method

.method static synthetic access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/cinderbox/shred/Desk;->trash:Lcom/cinderbox/shred/TrashStore;

    return-object v0
.end method

.method private ask(IILandroid/os/Bundle;J)Z
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 88
    new-instance v0, Lcom/cinderbox/core/Reply;

    invoke-direct {v0}, Lcom/cinderbox/core/Reply;-><init>()V

    .line 89
    iget-object v3, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    const/4 v4, 0x0

    invoke-static {v3, p1, p2, v4, v0}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v1

    .line 90
    invoke-virtual {v1, p3}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 91
    iget-object v3, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    invoke-virtual {v3, v1}, Lcom/cinderbox/shred/Desk$Courier;->sendMessage(Landroid/os/Message;)Z

    .line 92
    invoke-virtual {v0, p4, p5}, Lcom/cinderbox/core/Reply;->take(J)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Boolean;

    .line 93
    if-eqz v2, :cond_0

    invoke-virtual {v2}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :cond_0
    const/4 v3, 0x0

    :goto_0
    return v3
.end method

.method private static claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 80
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 81
    const-string v1, "token"

    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    const-string v1, "request_id"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 83
    const-string v1, "args"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 84
    return-object v0
.end method

.method public static current()Lcom/cinderbox/shred/Desk;
    .registers 1

    .line 53
    sget-object v0, Lcom/cinderbox/shred/Desk;->current:Lcom/cinderbox/shred/Desk;

    return-object v0
.end method

.method public static start(Landroid/content/Context;Lcom/cinderbox/shred/TrashStore;)Lcom/cinderbox/shred/Desk;
    .registers 3

    .line 46
    new-instance v0, Lcom/cinderbox/shred/Desk;

    invoke-direct {v0, p0, p1}, Lcom/cinderbox/shred/Desk;-><init>(Landroid/content/Context;Lcom/cinderbox/shred/TrashStore;)V

    .line 47
    sput-object v0, Lcom/cinderbox/shred/Desk;->current:Lcom/cinderbox/shred/Desk;

    .line 48
    return-object v0
.end method


# virtual methods
.method decide(Ljava/lang/String;Z)V
    .registers 6

    .line 64
    iget-object v1, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    const/4 v2, 0x2

    invoke-static {v1, v2, p1}, Landroid/os/Message;->obtain(Landroid/os/Handler;ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v0

    .line 65
    if-eqz p2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    iput v2, v0, Landroid/os/Message;->arg1:I

    .line 66
    iget-object v1, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    invoke-virtual {v1, v0}, Lcom/cinderbox/shred/Desk$Courier;->sendMessage(Landroid/os/Message;)Z

    .line 67
    return-void
.end method

.method issue(Lcom/cinderbox/shred/Grant;IJ)Z
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 58
    iget-object v0, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, p2, v2, p1}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v0

    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V

    .line 59
    invoke-virtual {p1, p3, p4}, Lcom/cinderbox/shred/Grant;->awaitIssued(J)Z

    move-result v0

    return v0
.end method

.method recheck(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Z
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 76
    invoke-static {p1, p3, p4}, Lcom/cinderbox/shred/Desk;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    move-object v0, p0

    const/4 v1, 0x4

    move v2, p2

    move-wide v4, p5

    invoke-direct/range {v0 .. v5}, Lcom/cinderbox/shred/Desk;->ask(IILandroid/os/Bundle;J)Z

    move-result v0

    return v0
.end method

.method redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Z
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 71
    invoke-static {p1, p3, p4}, Lcom/cinderbox/shred/Desk;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    move-object v0, p0

    const/4 v1, 0x3

    move v2, p2

    move-wide v4, p5

    invoke-direct/range {v0 .. v5}, Lcom/cinderbox/shred/Desk;->ask(IILandroid/os/Bundle;J)Z

    move-result v0

    return v0
.end method

.method restore(JIJ)I
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 121
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 122
    const-string v5, "snapshot_id"

    invoke-virtual {v0, v5, p1, p2}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 123
    new-instance v1, Lcom/cinderbox/core/Reply;

    invoke-direct {v1}, Lcom/cinderbox/core/Reply;-><init>()V

    .line 124
    iget-object v4, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    const/4 v5, 0x7

    const/4 v6, 0x0

    invoke-static {v4, v5, p3, v6, v1}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v2

    .line 125
    invoke-virtual {v2, v0}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 126
    iget-object v4, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    invoke-virtual {v4, v2}, Lcom/cinderbox/shred/Desk$Courier;->sendMessage(Landroid/os/Message;)Z

    .line 127
    invoke-virtual {v1, p4, p5}, Lcom/cinderbox/core/Reply;->take(J)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 128
    if-nez v3, :cond_0

    const/4 v4, -0x1

    goto :goto_0

    :cond_0
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    :goto_0
    return v4
.end method

.method shred(JIJ)I
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 110
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 111
    const-string v5, "folder_id"

    invoke-virtual {v0, v5, p1, p2}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 112
    new-instance v1, Lcom/cinderbox/core/Reply;

    invoke-direct {v1}, Lcom/cinderbox/core/Reply;-><init>()V

    .line 113
    iget-object v4, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    const/4 v5, 0x6

    const/4 v6, 0x0

    invoke-static {v4, v5, p3, v6, v1}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v2

    .line 114
    invoke-virtual {v2, v0}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 115
    iget-object v4, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    invoke-virtual {v4, v2}, Lcom/cinderbox/shred/Desk$Courier;->sendMessage(Landroid/os/Message;)Z

    .line 116
    invoke-virtual {v1, p4, p5}, Lcom/cinderbox/core/Reply;->take(J)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 117
    if-nez v3, :cond_0

    const/4 v4, -0x1

    goto :goto_0

    :cond_0
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    :goto_0
    return v4
.end method

.method sweep(JZJ)I
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 98
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 99
    const-string v5, "batch_id"

    invoke-virtual {v0, v5, p1, p2}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 100
    const-string v5, "confirmed"

    invoke-virtual {v0, v5, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 101
    new-instance v1, Lcom/cinderbox/core/Reply;

    invoke-direct {v1}, Lcom/cinderbox/core/Reply;-><init>()V

    .line 102
    iget-object v4, p0, Lcom/cinderbox/shred/Desk;->courier:Lcom/cinderbox/shred/Desk$Courier;

    const/4 v5, 0x5

    invoke-static {v4, v5, v1}, Landroid/os/Message;->obtain(Landroid/os/Handler;ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v2

    .line 103
    invoke-virtual {v2, v0}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 104
    invoke-virtual {v2}, Landroid/os/Message;->sendToTarget()V

    .line 105
    invoke-virtual {v1, p4, p5}, Lcom/cinderbox/core/Reply;->take(J)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 106
    if-nez v3, :cond_0

    const/4 v4, -0x1

    goto :goto_0

    :cond_0
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    :goto_0
    return v4
.end method
