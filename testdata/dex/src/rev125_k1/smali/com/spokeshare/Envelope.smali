.class public final Lcom/spokeshare/Envelope;
.super Ljava/lang/Object;
.source "Protocol.kt"

# static fields
.field public static final Companion:Lcom/spokeshare/Envelope$Companion;
.field private static final MAX_BUDGET:J = 0x2710L


# instance fields
.field private final args:Ljava/lang/String;
.field private final consumerVersions:[I
.field private final deadlineAt:J
.field private final digest$delegate:Lkotlin/Lazy;
.field private final method:Ljava/lang/String;
.field private final requestId:Ljava/lang/String;
.field private final resumeToken:Ljava/lang/String;
.field private final sessionToken:Ljava/lang/String;
.field private final tool:Ljava/lang/String;
.field private final version:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/spokeshare/Envelope$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/spokeshare/Envelope$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/spokeshare/Envelope;->Companion:Lcom/spokeshare/Envelope$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .registers 12
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object p1, p0, Lcom/spokeshare/Envelope;->method:Ljava/lang/String;
    .line 11
    iput p2, p0, Lcom/spokeshare/Envelope;->version:I
    .line 12
    iput-object p3, p0, Lcom/spokeshare/Envelope;->sessionToken:Ljava/lang/String;
    .line 13
    iput-object p4, p0, Lcom/spokeshare/Envelope;->requestId:Ljava/lang/String;
    .line 14
    iput-wide p5, p0, Lcom/spokeshare/Envelope;->deadlineAt:J
    .line 15
    iput-object p7, p0, Lcom/spokeshare/Envelope;->tool:Ljava/lang/String;
    .line 16
    iput-object p8, p0, Lcom/spokeshare/Envelope;->args:Ljava/lang/String;
    .line 17
    iput-object p9, p0, Lcom/spokeshare/Envelope;->resumeToken:Ljava/lang/String;
    .line 18
    iput-object p10, p0, Lcom/spokeshare/Envelope;->consumerVersions:[I
    .line 21
    new-instance v0, Lcom/spokeshare/Envelope$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/spokeshare/Envelope$$ExternalSyntheticLambda0;-><init>(Lcom/spokeshare/Envelope;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/spokeshare/Envelope;->digest$delegate:Lkotlin/Lazy;
    .line 9
    return-void
.end method

.method public static final digest_delegate$lambda$0(Lcom/spokeshare/Envelope;)Ljava/lang/String;
    .registers 3
    .line 21
    sget-object v0, Lcom/spokeshare/Envelope;->Companion:Lcom/spokeshare/Envelope$Companion;
    iget-object v1, p0, Lcom/spokeshare/Envelope;->args:Ljava/lang/String;
    if-nez v1, :L14
    const-string v1, ""
:L14
    invoke-virtual {v0, v1}, Lcom/spokeshare/Envelope$Companion;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic pastDeadline$default(Lcom/spokeshare/Envelope;JILjava/lang/Object;)Z
    .registers 6
    .line 23
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L10
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide p1
:L10
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/Envelope;->pastDeadline(J)Z
    move-result v0
    return v0
.end method

.method public static final read(Ljava/lang/String;Landroid/os/Bundle;)Lcom/spokeshare/Envelope;
    .registers 3
    sget-object v0, Lcom/spokeshare/Envelope;->Companion:Lcom/spokeshare/Envelope$Companion;
    invoke-virtual {v0, p0, p1}, Lcom/spokeshare/Envelope$Companion;->read(Ljava/lang/String;Landroid/os/Bundle;)Lcom/spokeshare/Envelope;
    move-result-object v0
    .line 43
    return-object v0
.end method

.method public static final sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    sget-object v0, Lcom/spokeshare/Envelope;->Companion:Lcom/spokeshare/Envelope$Companion;
    invoke-virtual {v0, p0}, Lcom/spokeshare/Envelope$Companion;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 47
    return-object v0
.end method


# virtual methods
.method public final budgetMillis()J
    .registers 7
    .line 27
    iget-wide v0, p0, Lcom/spokeshare/Envelope;->deadlineAt:J
    const-wide/16 v2, 0x0
    cmp-long v0, v0, v2
    if-gtz v0, :L15
    const-wide/16 v0, 0x2710
    goto :L30
:L15
    iget-wide v0, p0, Lcom/spokeshare/Envelope;->deadlineAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    sub-long/2addr v0, v2
    const-wide/16 v2, 0x1
    const-wide/16 v4, 0x2710
    invoke-static/range {v0 .. v5}, Lkotlin/ranges/RangesKt;->coerceIn(JJJ)J
    move-result-wide v0
:L30
    return-wide v0
.end method

.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/spokeshare/Envelope;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getConsumerVersions()[I
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/spokeshare/Envelope;->consumerVersions:[I
    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 3
    .line 14
    iget-wide v0, p0, Lcom/spokeshare/Envelope;->deadlineAt:J
    return-wide v0
.end method

.method public final getDigest()Ljava/lang/String;
    .registers 3
    .line 21
    iget-object v1, p0, Lcom/spokeshare/Envelope;->digest$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/spokeshare/Envelope;->method:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/spokeshare/Envelope;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/spokeshare/Envelope;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/spokeshare/Envelope;->sessionToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/spokeshare/Envelope;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getVersion()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/spokeshare/Envelope;->version:I
    return v0
.end method

.method public final pastDeadline(J)Z
    .registers 5
    .line 23
    iget-wide v0, p0, Lcom/spokeshare/Envelope;->deadlineAt:J
    cmp-long v0, v0, p1
    if-gtz v0, :L13
    const/4 v0, 0x1
    goto :L14
:L13
    const/4 v0, 0x0
:L14
    return v0
.end method
