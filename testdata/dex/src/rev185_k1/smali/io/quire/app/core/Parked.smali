.class public final Lio/quire/app/core/Parked;
.super Ljava/lang/Object;
.source "ParkedCalls.kt"


# instance fields
.field private volatile answer:Ljava/lang/Boolean;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    const-string v0, "provider"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    iput p1, p0, Lio/quire/app/core/Parked;->uid:I

    .line 8
    iput-object p2, p0, Lio/quire/app/core/Parked;->provider:Ljava/lang/String;

    .line 9
    iput-object p3, p0, Lio/quire/app/core/Parked;->tool:Ljava/lang/String;

    .line 10
    iput-object p4, p0, Lio/quire/app/core/Parked;->requestId:Ljava/lang/String;

    .line 11
    iput-object p5, p0, Lio/quire/app/core/Parked;->argsDigest:Ljava/lang/String;

    .line 12
    iput-object p6, p0, Lio/quire/app/core/Parked;->summary:Ljava/lang/String;

    .line 13
    iput-wide p7, p0, Lio/quire/app/core/Parked;->expiresAt:J

    .line 6
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 10

    invoke-direct/range {p0 .. p8}, Lio/quire/app/core/Parked;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    return-void
.end method


# virtual methods
.method public final getAnswer()Ljava/lang/Boolean;
    .registers 2

    .line 16
    iget-object v0, p0, Lio/quire/app/core/Parked;->answer:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lio/quire/app/core/Parked;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 13
    iget-wide v0, p0, Lio/quire/app/core/Parked;->expiresAt:J

    return-wide v0
.end method

.method public final getLive()Z
    .registers 5

    .line 18
    iget-wide v0, p0, Lio/quire/app/core/Parked;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getProvider()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lio/quire/app/core/Parked;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lio/quire/app/core/Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quire/app/core/Parked;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool-MZPDnXo()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lio/quire/app/core/Parked;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid-EOtuPLU()I
    .registers 2

    .line 7
    iget v0, p0, Lio/quire/app/core/Parked;->uid:I

    return v0
.end method

.method public final setAnswer(Ljava/lang/Boolean;)V
    .registers 2

    .line 16
    iput-object p1, p0, Lio/quire/app/core/Parked;->answer:Ljava/lang/Boolean;

    return-void
.end method
