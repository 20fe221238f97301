.class public final Lapp/trailmark/logbook/cetp/HeldCall;
.super Ljava/lang/Object;
.source "Held.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final decision:Lapp/trailmark/logbook/cetp/Decision;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;)V
    .registers 12

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "decision"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    .line 10
    iput p2, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    .line 11
    iput-object p3, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    .line 12
    iput-object p4, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    .line 13
    iput-object p5, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    .line 14
    iput-object p6, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    .line 15
    iput-object p7, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    .line 16
    iput-wide p8, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    .line 17
    iput-object p10, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    .line 8
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 14

    .line 8
    and-int/lit16 v0, p11, 0x100

    if-eqz v0, :cond_0

    .line 17
    sget-object p10, Lapp/trailmark/logbook/cetp/Decision;->PENDING:Lapp/trailmark/logbook/cetp/Decision;

    .line 8
    :cond_0
    invoke-direct/range {p0 .. p10}, Lapp/trailmark/logbook/cetp/HeldCall;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;)V

    .line 18
    return-void
.end method

.method public static synthetic copy$default(Lapp/trailmark/logbook/cetp/HeldCall;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;ILjava/lang/Object;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 14

    and-int/lit8 v0, p11, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p11, 0x2

    if-eqz v0, :cond_1

    iget p2, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    :cond_1
    and-int/lit8 v0, p11, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p11, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p11, 0x10

    if-eqz v0, :cond_4

    iget-object p5, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    :cond_4
    and-int/lit8 v0, p11, 0x20

    if-eqz v0, :cond_5

    iget-object p6, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    :cond_5
    and-int/lit8 v0, p11, 0x40

    if-eqz v0, :cond_6

    iget-object p7, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    :cond_6
    and-int/lit16 v0, p11, 0x80

    if-eqz v0, :cond_7

    iget-wide p8, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    :cond_7
    and-int/lit16 v0, p11, 0x100

    if-eqz v0, :cond_8

    iget-object p10, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    :cond_8
    invoke-virtual/range {p0 .. p10}, Lapp/trailmark/logbook/cetp/HeldCall;->copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()I
    .registers 2

    iget v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component6()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final component7()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final component8()J
    .registers 3

    iget-wide v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    return-wide v0
.end method

.method public final component9()Lapp/trailmark/logbook/cetp/Decision;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 22

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "requestId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "argsDigest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p7

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p10

    const-string v1, "decision"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/trailmark/logbook/cetp/HeldCall;

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object/from16 v5, p5

    move-object/from16 v6, p6

    move-object/from16 v7, p7

    move-wide/from16 v8, p8

    move-object/from16 v10, p10

    invoke-direct/range {v0 .. v10}, Lapp/trailmark/logbook/cetp/HeldCall;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/trailmark/logbook/cetp/HeldCall;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCall;

    move-object v4, v0

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    iget v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    iget-wide v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    iget-wide v2, v4, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_9

    const/4 v0, 0x0

    return v0

    :cond_9
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    iget-object v1, v4, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    if-eq v0, v1, :cond_a

    const/4 v0, 0x0

    return v0

    :cond_a
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getDecision()Lapp/trailmark/logbook/cetp/Decision;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 16
    iget-wide v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 10
    iget v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Decision;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 13

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCall;->token:Ljava/lang/String;

    iget v1, p0, Lapp/trailmark/logbook/cetp/HeldCall;->uid:I

    iget-object v2, p0, Lapp/trailmark/logbook/cetp/HeldCall;->providerId:Ljava/lang/String;

    iget-object v3, p0, Lapp/trailmark/logbook/cetp/HeldCall;->tool:Ljava/lang/String;

    iget-object v4, p0, Lapp/trailmark/logbook/cetp/HeldCall;->requestId:Ljava/lang/String;

    iget-object v5, p0, Lapp/trailmark/logbook/cetp/HeldCall;->argsDigest:Ljava/lang/String;

    iget-object v6, p0, Lapp/trailmark/logbook/cetp/HeldCall;->summary:Ljava/lang/String;

    iget-wide v7, p0, Lapp/trailmark/logbook/cetp/HeldCall;->expiresAt:J

    iget-object v9, p0, Lapp/trailmark/logbook/cetp/HeldCall;->decision:Lapp/trailmark/logbook/cetp/Decision;

    new-instance v10, Ljava/lang/StringBuilder;

    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V

    const-string v11, "HeldCall(token="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ", uid="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v11, ", providerId="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ", tool="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ", requestId="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ", argsDigest="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ", summary="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ", expiresAt="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v11, ", decision="

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v11, ")"

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
