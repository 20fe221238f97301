.class public final Lcom/larchwood/library/Session;
.super Ljava/lang/Object;
.source "Tokens.kt"


# instance fields
.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;IJ)V
    .registers 6

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    iput p2, p0, Lcom/larchwood/library/Session;->uid:I

    iput-wide p3, p0, Lcom/larchwood/library/Session;->expiresAt:J

    return-void
.end method

.method public static synthetic copy$default(Lcom/larchwood/library/Session;Ljava/lang/String;IJILjava/lang/Object;)Lcom/larchwood/library/Session;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget p2, p0, Lcom/larchwood/library/Session;->uid:I

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-wide p3, p0, Lcom/larchwood/library/Session;->expiresAt:J

    :cond_2
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/larchwood/library/Session;->copy(Ljava/lang/String;IJ)Lcom/larchwood/library/Session;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()I
    .registers 2

    iget v0, p0, Lcom/larchwood/library/Session;->uid:I

    return v0
.end method

.method public final component3()J
    .registers 3

    iget-wide v0, p0, Lcom/larchwood/library/Session;->expiresAt:J

    return-wide v0
.end method

.method public final copy(Ljava/lang/String;IJ)Lcom/larchwood/library/Session;
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/larchwood/library/Session;

    invoke-direct {v0, p1, p2, p3, p4}, Lcom/larchwood/library/Session;-><init>(Ljava/lang/String;IJ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/larchwood/library/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/larchwood/library/Session;

    move-object v4, v0

    iget-object v0, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    iget-object v1, v4, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget v0, p0, Lcom/larchwood/library/Session;->uid:I

    iget v1, v4, Lcom/larchwood/library/Session;->uid:I

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-wide v0, p0, Lcom/larchwood/library/Session;->expiresAt:J

    iget-wide v2, v4, Lcom/larchwood/library/Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 16
    iget-wide v0, p0, Lcom/larchwood/library/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 16
    iget v0, p0, Lcom/larchwood/library/Session;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lcom/larchwood/library/Session;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/larchwood/library/Session;->expiresAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lcom/larchwood/library/Session;->token:Ljava/lang/String;

    iget v1, p0, Lcom/larchwood/library/Session;->uid:I

    iget-wide v2, p0, Lcom/larchwood/library/Session;->expiresAt:J

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Session(token="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", uid="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, ", expiresAt="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
