.class public final Lcom/quillvault/Envelope;
.super Ljava/lang/Object;
.source "Envelope.kt"

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
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .registers 13
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object p1, p0, Lcom/quillvault/Envelope;->method:Ljava/lang/String;
    .line 11
    iput p2, p0, Lcom/quillvault/Envelope;->version:I
    .line 12
    iput-object p3, p0, Lcom/quillvault/Envelope;->session:Ljava/lang/String;
    .line 13
    iput-object p4, p0, Lcom/quillvault/Envelope;->requestId:Ljava/lang/String;
    .line 14
    iput-wide p5, p0, Lcom/quillvault/Envelope;->deadlineAt:J
    .line 15
    iput-object p7, p0, Lcom/quillvault/Envelope;->tool:Ljava/lang/String;
    .line 16
    iput-object p8, p0, Lcom/quillvault/Envelope;->args:Ljava/lang/String;
    .line 17
    iput-object p9, p0, Lcom/quillvault/Envelope;->resumeToken:Ljava/lang/String;
    .line 18
    iput-object p10, p0, Lcom/quillvault/Envelope;->consumerVersions:[I
    .line 20
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    new-instance v1, Lcom/quillvault/Envelope$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/quillvault/Envelope$$ExternalSyntheticLambda0;-><init>(Lcom/quillvault/Envelope;)V
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/quillvault/Envelope;->argsDigest$delegate:Lkotlin/Lazy;
    .line 9
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/quillvault/Envelope;)Ljava/lang/String;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/quillvault/Envelope;->args:Ljava/lang/String;
    if-nez v0, :L11
    const-string v0, ""
:L11
    invoke-static {v0}, Lcom/quillvault/EnvelopeKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/quillvault/Envelope;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3
    .line 20
    iget-object v1, p0, Lcom/quillvault/Envelope;->argsDigest$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getConsumerVersions()[I
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/quillvault/Envelope;->consumerVersions:[I
    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 3
    .line 14
    iget-wide v0, p0, Lcom/quillvault/Envelope;->deadlineAt:J
    return-wide v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/quillvault/Envelope;->method:Ljava/lang/String;
    return-object v0
.end method

.method public final getPastDeadline()Z
    .registers 5
    .line 22
    iget-wide v0, p0, Lcom/quillvault/Envelope;->deadlineAt:J
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
    .line 13
    iget-object v0, p0, Lcom/quillvault/Envelope;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/quillvault/Envelope;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getSession()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/quillvault/Envelope;->session:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/quillvault/Envelope;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getVersion()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/quillvault/Envelope;->version:I
    return v0
.end method
