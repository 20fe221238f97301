.class public final Lcom/hearthly/Envelope;
.super Ljava/lang/Object;
.source "Envelope.kt"

# static fields
.field public static final Companion:Lcom/hearthly/Envelope$Companion;
.field public static final MAX_REQUEST_BYTES:I = 0x10000


# instance fields
.field private final args:Ljava/lang/String;
.field private final argsDigest$delegate:Lkotlin/Lazy;
.field private final consumerVersions:[I
.field private final deadlineAt:J
.field private final method:Ljava/lang/String;
.field private final requestId:Ljava/lang/String;
.field private final resumeToken:Ljava/lang/String;
.field private final sessionToken:Ljava/lang/String;
.field private final tool:Ljava/lang/String;
.field private final version:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthly/Envelope$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthly/Envelope$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthly/Envelope;->Companion:Lcom/hearthly/Envelope$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .registers 13
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object p1, p0, Lcom/hearthly/Envelope;->method:Ljava/lang/String;
    .line 17
    iput p2, p0, Lcom/hearthly/Envelope;->version:I
    .line 18
    iput-object p3, p0, Lcom/hearthly/Envelope;->sessionToken:Ljava/lang/String;
    .line 19
    iput-object p4, p0, Lcom/hearthly/Envelope;->requestId:Ljava/lang/String;
    .line 20
    iput-wide p5, p0, Lcom/hearthly/Envelope;->deadlineAt:J
    .line 21
    iput-object p7, p0, Lcom/hearthly/Envelope;->tool:Ljava/lang/String;
    .line 22
    iput-object p8, p0, Lcom/hearthly/Envelope;->args:Ljava/lang/String;
    .line 23
    iput-object p9, p0, Lcom/hearthly/Envelope;->resumeToken:Ljava/lang/String;
    .line 24
    iput-object p10, p0, Lcom/hearthly/Envelope;->consumerVersions:[I
    .line 27
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    new-instance v1, Lcom/hearthly/Envelope$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/hearthly/Envelope$$ExternalSyntheticLambda0;-><init>(Lcom/hearthly/Envelope;)V
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthly/Envelope;->argsDigest$delegate:Lkotlin/Lazy;
    .line 15
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 14
    .line 15
    and-int/lit8 v0, p11, 0x20
    if-eqz v0, :L11
    .line 21
    const/4 p7, 0x0
:L11
    .line 15
    and-int/lit8 v0, p11, 0x40
    if-eqz v0, :L22
    .line 22
    const/4 p8, 0x0
:L22
    .line 15
    and-int/lit16 v0, p11, 0x80
    if-eqz v0, :L34
    .line 23
    const/4 p9, 0x0
:L34
    .line 15
    and-int/lit16 v0, p11, 0x100
    if-eqz v0, :L46
    .line 24
    const/4 p10, 0x0
:L46
    .line 15
    invoke-direct/range {p0 .. p10}, Lcom/hearthly/Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .line 25
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/hearthly/Envelope;)Ljava/lang/String;
    .registers 2
    .line 27
    iget-object v0, p0, Lcom/hearthly/Envelope;->args:Ljava/lang/String;
    if-nez v0, :L11
    const-string v0, ""
:L11
    invoke-static {v0}, Lcom/hearthly/EnvelopeKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, p0, Lcom/hearthly/Envelope;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3
    .line 27
    iget-object v1, p0, Lcom/hearthly/Envelope;->argsDigest$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsTooLarge()Z
    .registers 5
    .line 34
    iget-object v0, p0, Lcom/hearthly/Envelope;->args:Ljava/lang/String;
    if-eqz v0, :L31
    move-object v3, v0
    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v3, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v0
    const-string v2, "getBytes(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    if-eqz v0, :L31
    array-length v0, v0
    goto :L33
:L31
    const/4 v0, 0x0
:L33
    const/high16 v1, 0x10000
    if-le v0, v1, :L42
    const/4 v0, 0x1
    goto :L43
:L42
    const/4 v0, 0x0
:L43
    return v0
.end method

.method public final getBudgetMillis()J
    .registers 7
    .line 32
    iget-wide v0, p0, Lcom/hearthly/Envelope;->deadlineAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    sub-long/2addr v0, v2
    const-wide/16 v2, 0x1
    const-wide/16 v4, 0x1f40
    invoke-static/range {v0 .. v5}, Lkotlin/ranges/RangesKt;->coerceIn(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public final getConsumerVersions()[I
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/hearthly/Envelope;->consumerVersions:[I
    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 3
    .line 20
    iget-wide v0, p0, Lcom/hearthly/Envelope;->deadlineAt:J
    return-wide v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/hearthly/Envelope;->method:Ljava/lang/String;
    return-object v0
.end method

.method public final getPastDeadline()Z
    .registers 5
    .line 29
    iget-wide v0, p0, Lcom/hearthly/Envelope;->deadlineAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L15
    const/4 v0, 0x1
    goto :L16
:L15
    const/4 v0, 0x0
:L16
    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/hearthly/Envelope;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 23
    iget-object v0, p0, Lcom/hearthly/Envelope;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/hearthly/Envelope;->sessionToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 21
    iget-object v0, p0, Lcom/hearthly/Envelope;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getVersion()I
    .registers 2
    .line 17
    iget v0, p0, Lcom/hearthly/Envelope;->version:I
    return v0
.end method
