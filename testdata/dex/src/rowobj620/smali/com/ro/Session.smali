.class public final Lcom/ro/Session;
.super Ljava/lang/Object;
.source "Session.java"

# instance fields
.field final token:Ljava/lang/String;
.field final uid:I
.field final expiresAt:J


# direct methods
.method constructor <init>(Ljava/lang/String;IJ)V
    .registers 6
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/ro/Session;->token:Ljava/lang/String;
    .line 11
    iput v3, v1, Lcom/ro/Session;->uid:I
    .line 12
    iput-wide v4, v1, Lcom/ro/Session;->expiresAt:J
    .line 13
    return-void
.end method


# virtual methods
.method belongsTo(I)Z
    .registers 6
    .line 16
    iget v0, v4, Lcom/ro/Session;->uid:I
    if-ne v0, v5, :L23
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    iget-wide v2, v4, Lcom/ro/Session;->expiresAt:J
    cmp-long v0, v0, v2
    if-gez v0, :L23
    const/4 v0, 0x1
    goto :L24
:L23
    const/4 v0, 0x0
:L24
    return v0
.end method

.method expired()Z
    .registers 5
    .line 20
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    iget-wide v2, v4, Lcom/ro/Session;->expiresAt:J
    cmp-long v0, v0, v2
    if-ltz v0, :L15
    const/4 v0, 0x1
    goto :L16
:L15
    const/4 v0, 0x0
:L16
    return v0
.end method

