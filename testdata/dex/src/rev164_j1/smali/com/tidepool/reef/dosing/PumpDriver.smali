.class final Lcom/tidepool/reef/dosing/PumpDriver;
.super Ljava/lang/Object;
.source "PumpDriver.java"


# static fields
.field private static final MAX_RUN_MS:J = 0x88b8L

.field private static final MSG_START:I = 0x1

.field private static final TAG:Ljava/lang/String; = "PumpDriver"


# instance fields
.field private final handler:Landroid/os/Handler;

.field private final repo:Lcom/tidepool/reef/data/PumpRepo;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/data/PumpRepo;Landroid/os/Looper;)V
    .registers 4

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/tidepool/reef/dosing/PumpDriver;->repo:Lcom/tidepool/reef/data/PumpRepo;

    .line 22
    new-instance v0, Lcom/tidepool/reef/dosing/PumpDriver$1;

    invoke-direct {v0, p0, p2}, Lcom/tidepool/reef/dosing/PumpDriver$1;-><init>(Lcom/tidepool/reef/dosing/PumpDriver;Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/tidepool/reef/dosing/PumpDriver;->handler:Landroid/os/Handler;

    .line 42
    return-void
.end method

.method static synthetic access$000(Lcom/tidepool/reef/dosing/PumpDriver;)Lcom/tidepool/reef/data/PumpRepo;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tidepool/reef/dosing/PumpDriver;->repo:Lcom/tidepool/reef/data/PumpRepo;

    return-object v0
.end method


# virtual methods
.method dose(JD)J
    .registers 11

    .line 46
    iget-object v0, p0, Lcom/tidepool/reef/dosing/PumpDriver;->repo:Lcom/tidepool/reef/data/PumpRepo;

    invoke-virtual {v0, p1, p2, p3, p4}, Lcom/tidepool/reef/data/PumpRepo;->queueCommand(JD)J

    move-result-wide v4

    .line 47
    iget-object v0, p0, Lcom/tidepool/reef/dosing/PumpDriver;->handler:Landroid/os/Handler;

    iget-object v1, p0, Lcom/tidepool/reef/dosing/PumpDriver;->handler:Landroid/os/Handler;

    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const/4 v2, 0x1

    invoke-virtual {v1, v2, v3}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z

    .line 48
    return-wide v4
.end method
