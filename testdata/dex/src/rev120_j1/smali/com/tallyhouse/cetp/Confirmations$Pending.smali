.class public final Lcom/tallyhouse/cetp/Confirmations$Pending;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pending"
.end annotation


# instance fields
.field answer:I

.field final expiresAt:J

.field final rawArgs:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field final summary:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    .line 61
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 62
    iput p1, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->uid:I

    .line 63
    iput-object p2, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 64
    iput-object p3, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    .line 65
    iput-object p4, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->rawArgs:Ljava/lang/String;

    .line 66
    iput-object p5, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    .line 67
    iput-wide p6, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->expiresAt:J

    .line 68
    return-void
.end method


# virtual methods
.method public approved()Z
    .registers 3

    .line 71
    iget v0, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->answer:I

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method matches(Lcom/tallyhouse/cetp/CallInfo;)Z
    .registers 6

    .line 75
    iget v0, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->answer:I

    if-eqz v0, :cond_0

    iget v0, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->uid:I

    iget v1, p1, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    iget-object v1, p1, Lcom/tallyhouse/cetp/CallInfo;->requestId:Ljava/lang/String;

    .line 77
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    iget-object v1, p1, Lcom/tallyhouse/cetp/CallInfo;->tool:Ljava/lang/String;

    .line 78
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->rawArgs:Ljava/lang/String;

    iget-object v1, p1, Lcom/tallyhouse/cetp/CallInfo;->rawArgs:Ljava/lang/String;

    .line 79
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 80
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/tallyhouse/cetp/Confirmations$Pending;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 75
    :goto_0
    return v0
.end method
