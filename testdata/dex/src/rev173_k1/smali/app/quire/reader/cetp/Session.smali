.class public final Lapp/quire/reader/cetp/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V
    .registers 8

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    iput p2, p0, Lapp/quire/reader/cetp/Session;->uid:I

    iput-object p3, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    iput-wide p5, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    return-void
.end method

.method public static synthetic copy$default(Lapp/quire/reader/cetp/Session;Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;JILjava/lang/Object;)Lapp/quire/reader/cetp/Session;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget p2, p0, Lapp/quire/reader/cetp/Session;->uid:I

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-wide p5, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    :cond_4
    invoke-virtual/range {p0 .. p6}, Lapp/quire/reader/cetp/Session;->copy(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)Lapp/quire/reader/cetp/Session;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()I
    .registers 2

    iget v0, p0, Lapp/quire/reader/cetp/Session;->uid:I

    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/util/Set;
    .registers 2

    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    return-wide v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)Lapp/quire/reader/cetp/Session;
    .registers 14

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/quire/reader/cetp/Session;

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-wide v5, p5

    invoke-direct/range {v0 .. v6}, Lapp/quire/reader/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/quire/reader/cetp/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/quire/reader/cetp/Session;

    move-object v4, v0

    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    iget-object v1, v4, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget v0, p0, Lapp/quire/reader/cetp/Session;->uid:I

    iget v1, v4, Lapp/quire/reader/cetp/Session;->uid:I

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    iget-object v1, v4, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    iget-object v1, v4, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-wide v0, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    iget-wide v2, v4, Lapp/quire/reader/cetp/Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 8
    iget-wide v0, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 8
    iget v0, p0, Lapp/quire/reader/cetp/Session;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lapp/quire/reader/cetp/Session;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-object v0, p0, Lapp/quire/reader/cetp/Session;->token:Ljava/lang/String;

    iget v1, p0, Lapp/quire/reader/cetp/Session;->uid:I

    iget-object v2, p0, Lapp/quire/reader/cetp/Session;->providerId:Ljava/lang/String;

    iget-object v3, p0, Lapp/quire/reader/cetp/Session;->capabilities:Ljava/util/Set;

    iget-wide v4, p0, Lapp/quire/reader/cetp/Session;->expiresAt:J

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Session(token="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", uid="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v7, ", providerId="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", capabilities="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v7, ", expiresAt="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
