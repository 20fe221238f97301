.class public final Lapp/hearthlink/scenes/Lease;
.super Lcom/android/tools/r8/RecordTag;
.source "Lease.java"


# instance fields
.field private final callerUid:I

.field private final expiresAtMs:J

.field private final token:Ljava/lang/String;


# direct methods
.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    iget-object v2, p0, Lapp/hearthlink/scenes/Lease;->token:Ljava/lang/String;

    aput-object v2, v0, v1

    const/4 v1, 0x1

    iget v2, p0, Lapp/hearthlink/scenes/Lease;->callerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    aput-object v2, v0, v1

    const/4 v1, 0x2

    iget-wide v2, p0, Lapp/hearthlink/scenes/Lease;->expiresAtMs:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    aput-object v2, v0, v1

    return-object v0
.end method

.method public constructor <init>(Ljava/lang/String;IJ)V
    .registers 5

    .line 7
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lapp/hearthlink/scenes/Lease;->token:Ljava/lang/String;

    iput p2, p0, Lapp/hearthlink/scenes/Lease;->callerUid:I

    iput-wide p3, p0, Lapp/hearthlink/scenes/Lease;->expiresAtMs:J

    return-void
.end method


# virtual methods
.method public callerUid()I
    .registers 2

    .line 7
    iget v0, p0, Lapp/hearthlink/scenes/Lease;->callerUid:I

    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 4

    .line 10
    instance-of v0, p1, Lapp/hearthlink/scenes/Lease;

    if-eqz v0, :cond_0

    check-cast p1, Lapp/hearthlink/scenes/Lease;

    move-object v0, p1

    iget-object v0, v0, Lapp/hearthlink/scenes/Lease;->token:Ljava/lang/String;

    iget-object v1, p0, Lapp/hearthlink/scenes/Lease;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public expiresAtMs()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/hearthlink/scenes/Lease;->expiresAtMs:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/hearthlink/scenes/Lease;->token:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 7
    invoke-direct {p0}, Lapp/hearthlink/scenes/Lease;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lapp/hearthlink/scenes/Lease;

    const-string v2, "token;callerUid;expiresAtMs"

    invoke-static {v0, v1, v2}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/hearthlink/scenes/Lease;->token:Ljava/lang/String;

    return-object v0
.end method
