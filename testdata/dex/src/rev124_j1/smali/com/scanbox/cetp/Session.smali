.class public final Lcom/scanbox/cetp/Session;
.super Lcom/android/tools/r8/RecordTag;
.source "Session.java"


# instance fields
.field private final expiresAtMs:J

.field private final providerId:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private synthetic $record$equals(Ljava/lang/Object;)Z
    .registers 4

    if-nez p1, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    invoke-direct {p0}, Lcom/scanbox/cetp/Session;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lcom/scanbox/cetp/Session;

    invoke-direct {p1}, Lcom/scanbox/cetp/Session;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/scanbox/cetp/Session;->token:Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v1, v0, v3

    iget v1, p0, Lcom/scanbox/cetp/Session;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const/4 v3, 0x1

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Session;->providerId:Ljava/lang/String;

    const/4 v3, 0x2

    aput-object v1, v0, v3

    iget-wide v1, p0, Lcom/scanbox/cetp/Session;->expiresAtMs:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const/4 v3, 0x3

    aput-object v1, v0, v3

    return-object v0
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;J)V
    .registers 6
    .annotation system Ldalvik/annotation/MethodParameters;
        accessFlags = {
            0x0,
            0x0,
            0x0,
            0x0
        }
        names = {
            "token",
            "uid",
            "providerId",
            "expiresAtMs"
        }
    .end annotation

    .line 4
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/scanbox/cetp/Session;->token:Ljava/lang/String;

    iput p2, p0, Lcom/scanbox/cetp/Session;->uid:I

    iput-object p3, p0, Lcom/scanbox/cetp/Session;->providerId:Ljava/lang/String;

    iput-wide p4, p0, Lcom/scanbox/cetp/Session;->expiresAtMs:J

    return-void
.end method


# virtual methods
.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 4
    invoke-direct {p0, p1}, Lcom/scanbox/cetp/Session;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public expiresAtMs()J
    .registers 3

    .line 4
    iget-wide v0, p0, Lcom/scanbox/cetp/Session;->expiresAtMs:J

    return-wide v0
.end method

.method public final hashCode()I
    .registers 3

    .line 4
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lcom/scanbox/cetp/Session;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public live(J)Z
    .registers 6

    .line 6
    iget-wide v1, p0, Lcom/scanbox/cetp/Session;->expiresAtMs:J

    cmp-long v0, p1, v1

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 4
    iget-object v0, p0, Lcom/scanbox/cetp/Session;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 4
    invoke-direct {p0}, Lcom/scanbox/cetp/Session;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/scanbox/cetp/Session;

    const-string v2, "token;uid;providerId;expiresAtMs"

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 4
    iget-object v0, p0, Lcom/scanbox/cetp/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 4
    iget v0, p0, Lcom/scanbox/cetp/Session;->uid:I

    return v0
.end method
