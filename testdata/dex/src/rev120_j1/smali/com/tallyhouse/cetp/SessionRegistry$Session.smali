.class public final Lcom/tallyhouse/cetp/SessionRegistry$Session;
.super Ljava/lang/Object;
.source "SessionRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/cetp/SessionRegistry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field public final async:Z

.field private final expiresAt:J

.field public final providerId:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;ZJ)V
    .registers 6

    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 65
    iput p1, p0, Lcom/tallyhouse/cetp/SessionRegistry$Session;->uid:I

    .line 66
    iput-object p2, p0, Lcom/tallyhouse/cetp/SessionRegistry$Session;->providerId:Ljava/lang/String;

    .line 67
    iput-boolean p3, p0, Lcom/tallyhouse/cetp/SessionRegistry$Session;->async:Z

    .line 68
    iput-wide p4, p0, Lcom/tallyhouse/cetp/SessionRegistry$Session;->expiresAt:J

    .line 69
    return-void
.end method


# virtual methods
.method expired()Z
    .registers 5

    .line 72
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/tallyhouse/cetp/SessionRegistry$Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
