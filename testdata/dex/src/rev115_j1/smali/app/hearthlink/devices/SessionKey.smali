.class public final Lapp/hearthlink/devices/SessionKey;
.super Lcom/android/tools/r8/RecordTag;
.source "SessionKey.java"


# instance fields
.field private final callerUid:I

.field private final token:Ljava/lang/String;


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
    invoke-direct {p0}, Lapp/hearthlink/devices/SessionKey;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lapp/hearthlink/devices/SessionKey;

    invoke-direct {p1}, Lapp/hearthlink/devices/SessionKey;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4

    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    iget v2, p0, Lapp/hearthlink/devices/SessionKey;->callerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    aput-object v2, v0, v1

    const/4 v1, 0x1

    iget-object v2, p0, Lapp/hearthlink/devices/SessionKey;->token:Ljava/lang/String;

    aput-object v2, v0, v1

    return-object v0
.end method

.method public constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 4
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput p1, p0, Lapp/hearthlink/devices/SessionKey;->callerUid:I

    iput-object p2, p0, Lapp/hearthlink/devices/SessionKey;->token:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public callerUid()I
    .registers 2

    .line 4
    iget v0, p0, Lapp/hearthlink/devices/SessionKey;->callerUid:I

    return v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 4
    invoke-direct {p0, p1}, Lapp/hearthlink/devices/SessionKey;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final hashCode()I
    .registers 3

    .line 4
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lapp/hearthlink/devices/SessionKey;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 4
    invoke-direct {p0}, Lapp/hearthlink/devices/SessionKey;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lapp/hearthlink/devices/SessionKey;

    const-string v2, "callerUid;token"

    invoke-static {v0, v1, v2}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 4
    iget-object v0, p0, Lapp/hearthlink/devices/SessionKey;->token:Ljava/lang/String;

    return-object v0
.end method
