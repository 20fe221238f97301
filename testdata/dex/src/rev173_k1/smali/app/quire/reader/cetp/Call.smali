.class public final Lapp/quire/reader/cetp/Call;
.super Ljava/lang/Object;
.source "Call.kt"


# instance fields
.field private final caller:Lapp/quire/reader/cetp/Caller;

.field private final envelope:Lapp/quire/reader/cetp/Envelope;

.field private final providerId:Ljava/lang/String;

.field private final session:Lapp/quire/reader/cetp/Session;


# direct methods
.method public constructor <init>(Lapp/quire/reader/cetp/Caller;Ljava/lang/String;Lapp/quire/reader/cetp/Session;Lapp/quire/reader/cetp/Envelope;)V
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

    iput-object p1, p0, Lapp/quire/reader/cetp/Call;->caller:Lapp/quire/reader/cetp/Caller;

    iput-object p2, p0, Lapp/quire/reader/cetp/Call;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lapp/quire/reader/cetp/Call;->session:Lapp/quire/reader/cetp/Session;

    iput-object p4, p0, Lapp/quire/reader/cetp/Call;->envelope:Lapp/quire/reader/cetp/Envelope;

    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 4

    .line 13
    invoke-virtual {p0}, Lapp/quire/reader/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v2

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v1, "getBytes(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/quire/reader/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getCaller()Lapp/quire/reader/cetp/Caller;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->caller:Lapp/quire/reader/cetp/Caller;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 11
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->envelope:Lapp/quire/reader/cetp/Envelope;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getDeadlineAtMs()J

    move-result-wide v0

    return-wide v0
.end method

.method public final getDedupKey()Ljava/lang/String;
    .registers 6

    .line 12
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->caller:Lapp/quire/reader/cetp/Caller;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v0

    iget-object v1, p0, Lapp/quire/reader/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

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

.method public final getEnvelope()Lapp/quire/reader/cetp/Envelope;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->envelope:Lapp/quire/reader/cetp/Envelope;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->envelope:Lapp/quire/reader/cetp/Envelope;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getArgs()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->envelope:Lapp/quire/reader/cetp/Envelope;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getSession()Lapp/quire/reader/cetp/Session;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->session:Lapp/quire/reader/cetp/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->envelope:Lapp/quire/reader/cetp/Envelope;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getToolName()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "capability"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    iget-object v0, p0, Lapp/quire/reader/cetp/Call;->session:Lapp/quire/reader/cetp/Session;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final pastDeadline()Z
    .registers 5

    .line 17
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    invoke-virtual {p0}, Lapp/quire/reader/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
