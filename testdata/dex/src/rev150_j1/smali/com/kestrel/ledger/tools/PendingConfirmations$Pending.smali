.class public final Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
.super Ljava/lang/Object;
.source "PendingConfirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/tools/PendingConfirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pending"
.end annotation


# instance fields
.field answered:Z

.field approved:Z

.field public final argsDigest:Ljava/lang/String;

.field public final expiresAt:J

.field public final requestId:Ljava/lang/String;

.field public final summary:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput p1, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->uid:I

    .line 25
    iput-object p2, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->tool:Ljava/lang/String;

    .line 26
    iput-object p3, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->requestId:Ljava/lang/String;

    .line 27
    iput-object p4, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->argsDigest:Ljava/lang/String;

    .line 28
    iput-object p5, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->summary:Ljava/lang/String;

    .line 29
    iput-wide p6, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->expiresAt:J

    .line 30
    return-void
.end method


# virtual methods
.method public declared-synchronized answered()Z
    .registers 2

    monitor-enter p0

    .line 33
    :try_start_0
    iget-boolean v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered:Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized approved()Z
    .registers 2

    monitor-enter p0

    .line 37
    :try_start_0
    iget-boolean v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->approved:Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
