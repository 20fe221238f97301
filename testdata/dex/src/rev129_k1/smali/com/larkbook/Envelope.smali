.class public final Lcom/larkbook/Envelope;
.super Ljava/lang/Object;
.source "Envelope.kt"

# static fields
.field public static final Companion:Lcom/larkbook/Envelope$Companion;
.field public static final MAX_REQUEST_BYTES:I = 0x10000


# instance fields
.field private final args:Ljava/lang/String;
.field private final argsDigest$delegate:Lkotlin/Lazy;
.field private final consumerVersions:[I
.field private final deadlineAt:J
.field private final method:Ljava/lang/String;
.field private final requestId:Ljava/lang/String;
.field private final resumeToken:Ljava/lang/String;
.field private final session:Ljava/lang/String;
.field private final tool:Ljava/lang/String;
.field private final version:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/Envelope$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/Envelope$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/Envelope;->Companion:Lcom/larkbook/Envelope$Companion;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .registers 13
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 28
    iput-object p1, p0, Lcom/larkbook/Envelope;->method:Ljava/lang/String;
    .line 29
    iput p2, p0, Lcom/larkbook/Envelope;->version:I
    .line 30
    iput-object p3, p0, Lcom/larkbook/Envelope;->session:Ljava/lang/String;
    .line 31
    iput-object p4, p0, Lcom/larkbook/Envelope;->requestId:Ljava/lang/String;
    .line 32
    iput-wide p5, p0, Lcom/larkbook/Envelope;->deadlineAt:J
    .line 33
    iput-object p7, p0, Lcom/larkbook/Envelope;->tool:Ljava/lang/String;
    .line 34
    iput-object p8, p0, Lcom/larkbook/Envelope;->args:Ljava/lang/String;
    .line 35
    iput-object p9, p0, Lcom/larkbook/Envelope;->resumeToken:Ljava/lang/String;
    .line 36
    iput-object p10, p0, Lcom/larkbook/Envelope;->consumerVersions:[I
    .line 39
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    new-instance v1, Lcom/larkbook/Envelope$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/larkbook/Envelope$$ExternalSyntheticLambda0;-><init>(Lcom/larkbook/Envelope;)V
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/Envelope;->argsDigest$delegate:Lkotlin/Lazy;
    .line 27
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 12
    invoke-direct/range {p0 .. p10}, Lcom/larkbook/Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/larkbook/Envelope;)Ljava/lang/String;
    .registers 2
    .line 39
    iget-object v0, p0, Lcom/larkbook/Envelope;->args:Ljava/lang/String;
    if-nez v0, :L11
    const-string v0, ""
:L11
    invoke-static {v0}, Lcom/larkbook/EnvelopeKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 34
    iget-object v0, p0, Lcom/larkbook/Envelope;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3
    .line 39
    iget-object v1, p0, Lcom/larkbook/Envelope;->argsDigest$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsTooLarge()Z
    .registers 5
    .line 43
    iget-object v0, p0, Lcom/larkbook/Envelope;->args:Ljava/lang/String;
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

.method public final getConsumerVersions()[I
    .registers 2
    .line 36
    iget-object v0, p0, Lcom/larkbook/Envelope;->consumerVersions:[I
    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 3
    .line 32
    iget-wide v0, p0, Lcom/larkbook/Envelope;->deadlineAt:J
    return-wide v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2
    .line 28
    iget-object v0, p0, Lcom/larkbook/Envelope;->method:Ljava/lang/String;
    return-object v0
.end method

.method public final getPastDeadline()Z
    .registers 5
    .line 41
    iget-wide v0, p0, Lcom/larkbook/Envelope;->deadlineAt:J
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
    .line 31
    iget-object v0, p0, Lcom/larkbook/Envelope;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getResumeToken-qPlcsjE()Ljava/lang/String;
    .registers 2
    .line 35
    iget-object v0, p0, Lcom/larkbook/Envelope;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getSession-w80xbKI()Ljava/lang/String;
    .registers 2
    .line 30
    iget-object v0, p0, Lcom/larkbook/Envelope;->session:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 33
    iget-object v0, p0, Lcom/larkbook/Envelope;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getVersion()I
    .registers 2
    .line 29
    iget v0, p0, Lcom/larkbook/Envelope;->version:I
    return v0
.end method
