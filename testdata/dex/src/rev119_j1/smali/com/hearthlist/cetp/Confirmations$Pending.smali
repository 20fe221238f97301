.class public final Lcom/hearthlist/cetp/Confirmations$Pending;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pending"
.end annotation


# instance fields
.field private volatile answer:I

.field private final expiresAt:J

.field private final rawArgs:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 51
    iput p1, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->uid:I

    .line 52
    iput-object p2, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 53
    iput-object p3, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    .line 54
    iput-object p4, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->rawArgs:Ljava/lang/String;

    .line 55
    iput-object p5, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    .line 56
    iput-wide p6, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->expiresAt:J

    .line 57
    return-void
.end method


# virtual methods
.method public approved()Z
    .registers 3

    .line 68
    iget v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->answer:I

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method decide(Z)V
    .registers 4

    .line 64
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, -0x1

    :goto_0
    iput v1, v0, Lcom/hearthlist/cetp/Confirmations$Pending;->answer:I

    .line 65
    return-void
.end method

.method matches(Lcom/hearthlist/cetp/Request;)Z
    .registers 6

    .line 72
    iget v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->answer:I

    if-eqz v0, :cond_0

    iget v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->uid:I

    .line 73
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 74
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    .line 75
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->rawArgs:Ljava/lang/String;

    .line 76
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->rawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 77
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 72
    :goto_0
    return v0
.end method

.method public summary()Ljava/lang/String;
    .registers 2

    .line 60
    iget-object v0, p0, Lcom/hearthlist/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    return-object v0
.end method
