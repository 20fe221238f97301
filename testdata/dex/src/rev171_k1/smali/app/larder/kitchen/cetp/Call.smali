.class public final Lapp/larder/kitchen/cetp/Call;
.super Ljava/lang/Object;
.source "Call.kt"


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final caller:Lapp/larder/kitchen/cetp/Caller;

.field private final envelope:Lapp/larder/kitchen/cetp/Envelope;

.field private final providerId:Ljava/lang/String;

.field private final session:Lapp/larder/kitchen/cetp/Session;


# direct methods
.method public constructor <init>(Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;)V
    .registers 6

    const-string v0, "caller"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "envelope"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    iput-object p4, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    .line 13
    new-instance v0, Lapp/larder/kitchen/cetp/Call$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/Call$$ExternalSyntheticLambda0;-><init>(Lapp/larder/kitchen/cetp/Call;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/Call;->argsDigest$delegate:Lkotlin/Lazy;

    .line 7
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lapp/larder/kitchen/cetp/Call;)Ljava/lang/String;
    .registers 2

    .line 13
    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/larder/kitchen/cetp/TokensKt;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic copy$default(Lapp/larder/kitchen/cetp/Call;Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;ILjava/lang/Object;)Lapp/larder/kitchen/cetp/Call;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/larder/kitchen/cetp/Call;->copy(Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;)Lapp/larder/kitchen/cetp/Call;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lapp/larder/kitchen/cetp/Caller;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Lapp/larder/kitchen/cetp/Session;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    return-object v0
.end method

.method public final component4()Lapp/larder/kitchen/cetp/Envelope;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    return-object v0
.end method

.method public final copy(Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;)Lapp/larder/kitchen/cetp/Call;
    .registers 7

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "envelope"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/kitchen/cetp/Call;

    invoke-direct {v0, p1, p2, p3, p4}, Lapp/larder/kitchen/cetp/Call;-><init>(Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/cetp/Call;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/cetp/Call;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 13
    iget-object v1, p0, Lapp/larder/kitchen/cetp/Call;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller()Lapp/larder/kitchen/cetp/Caller;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 11
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getDeadlineAtMs()J

    move-result-wide v0

    return-wide v0
.end method

.method public final getDedupKey()Ljava/lang/String;
    .registers 6

    .line 12
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v0

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getEnvelope()Lapp/larder/kitchen/cetp/Envelope;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getArgs()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getSession()Lapp/larder/kitchen/cetp/Session;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getToolName()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "capability"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Caller;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Session;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Envelope;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Call;->caller:Lapp/larder/kitchen/cetp/Caller;

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Call;->providerId:Ljava/lang/String;

    iget-object v2, p0, Lapp/larder/kitchen/cetp/Call;->session:Lapp/larder/kitchen/cetp/Session;

    iget-object v3, p0, Lapp/larder/kitchen/cetp/Call;->envelope:Lapp/larder/kitchen/cetp/Envelope;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Call(caller="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", providerId="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", session="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", envelope="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
