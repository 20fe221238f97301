.class public final Lcom/pd/Session;
.super Ljava/lang/Object;
.source "Session.java"

# instance fields
.field private final token:Ljava/lang/String;
.field private final uid:I
.field private final expiresAt:J


# direct methods
.method constructor <init>(Ljava/lang/String;IJ)V
    .registers 6
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/pd/Session;->token:Ljava/lang/String;
    .line 11
    iput v3, v1, Lcom/pd/Session;->uid:I
    .line 12
    iput-wide v4, v1, Lcom/pd/Session;->expiresAt:J
    .line 13
    return-void
.end method


# virtual methods
.method public token()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/pd/Session;->token:Ljava/lang/String;
    return-object v0
.end method

.method public uid()I
    .registers 2
    .line 20
    iget v0, v1, Lcom/pd/Session;->uid:I
    return v0
.end method

.method public live(J)Z
    .registers 7
    .line 24
    iget-wide v2, v4, Lcom/pd/Session;->expiresAt:J
    cmp-long v0, v5, v2
    if-gez v0, :L13
    const/4 v0, 0x1
    goto :L14
:L13
    const/4 v0, 0x0
:L14
    return v0
.end method

