.class final Lcom/hearthlist/cetp/ToolHost$Session;
.super Ljava/lang/Object;
.source "ToolHost.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/cetp/ToolHost;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Session"
.end annotation


# instance fields
.field final async:Z

.field final expiresAt:J

.field final uid:I


# direct methods
.method constructor <init>(IZJ)V
    .registers 5

    .line 244
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 245
    iput p1, p0, Lcom/hearthlist/cetp/ToolHost$Session;->uid:I

    .line 246
    iput-boolean p2, p0, Lcom/hearthlist/cetp/ToolHost$Session;->async:Z

    .line 247
    iput-wide p3, p0, Lcom/hearthlist/cetp/ToolHost$Session;->expiresAt:J

    .line 248
    return-void
.end method


# virtual methods
.method validFor(I)Z
    .registers 6

    .line 251
    iget v0, p0, Lcom/hearthlist/cetp/ToolHost$Session;->uid:I

    if-ne v0, p1, :cond_0

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/hearthlist/cetp/ToolHost$Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
