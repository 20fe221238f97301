.class public final Lcom/hearthkit/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final expiresAt:J
.field private final id:Ljava/lang/String;
.field private final provider:Ljava/lang/String;
.field private final uid:I


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;J)V
    .registers 7
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "provider"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/Session;->id:Ljava/lang/String;
    iput p2, p0, Lcom/hearthkit/Session;->uid:I
    iput-object p3, p0, Lcom/hearthkit/Session;->provider:Ljava/lang/String;
    iput-wide p4, p0, Lcom/hearthkit/Session;->expiresAt:J
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    invoke-direct/range {p0 .. p5}, Lcom/hearthkit/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    return-void
.end method


# virtual methods
.method public final getExpiresAt()J
    .registers 3
    .line 7
    iget-wide v0, p0, Lcom/hearthkit/Session;->expiresAt:J
    return-wide v0
.end method

.method public final getId-3cdPkTs()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/Session;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getLive()Z
    .registers 5
    .line 8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    iget-wide v2, p0, Lcom/hearthkit/Session;->expiresAt:J
    cmp-long v0, v0, v2
    if-gez v0, :L15
    const/4 v0, 0x1
    goto :L16
:L15
    const/4 v0, 0x0
:L16
    return v0
.end method

.method public final getProvider()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/Session;->provider:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 7
    iget v0, p0, Lcom/hearthkit/Session;->uid:I
    return v0
.end method
