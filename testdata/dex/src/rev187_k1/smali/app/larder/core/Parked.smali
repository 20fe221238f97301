.class public final Lapp/larder/core/Parked;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# static fields
.field private static final ALPHABET:Ljava/lang/String; = "0123456789abcdefghijklmnopqrstuvwxyz"

.field public static final Companion:Lapp/larder/core/Parked$Companion;

.field private static final TTL_MS:J = 0x927c0L

.field private static final rng:Ljava/security/SecureRandom;


# instance fields
.field private volatile answer:Ljava/lang/Boolean;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final ticket:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/core/Parked$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/core/Parked$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/core/Parked;->Companion:Lapp/larder/core/Parked$Companion;

    .line 29
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lapp/larder/core/Parked;->rng:Ljava/security/SecureRandom;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 12

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ticket"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "provider"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lapp/larder/core/Parked;->token:Ljava/lang/String;

    .line 12
    iput-object p2, p0, Lapp/larder/core/Parked;->ticket:Ljava/lang/String;

    .line 13
    iput p3, p0, Lapp/larder/core/Parked;->uid:I

    .line 14
    iput-object p4, p0, Lapp/larder/core/Parked;->provider:Ljava/lang/String;

    .line 15
    iput-object p5, p0, Lapp/larder/core/Parked;->tool:Ljava/lang/String;

    .line 16
    iput-object p6, p0, Lapp/larder/core/Parked;->requestId:Ljava/lang/String;

    .line 17
    iput-object p7, p0, Lapp/larder/core/Parked;->argsDigest:Ljava/lang/String;

    .line 18
    iput-object p8, p0, Lapp/larder/core/Parked;->summary:Ljava/lang/String;

    .line 19
    iput-wide p9, p0, Lapp/larder/core/Parked;->expiresAt:J

    .line 10
    return-void
.end method

.method public static final synthetic access$getRng$cp()Ljava/security/SecureRandom;
    .registers 1

    .line 10
    sget-object v0, Lapp/larder/core/Parked;->rng:Ljava/security/SecureRandom;

    return-object v0
.end method


# virtual methods
.method public final getAnswer()Ljava/lang/Boolean;
    .registers 2

    .line 21
    iget-object v0, p0, Lapp/larder/core/Parked;->answer:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/core/Parked;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 19
    iget-wide v0, p0, Lapp/larder/core/Parked;->expiresAt:J

    return-wide v0
.end method

.method public final getProvider()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/larder/core/Parked;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/larder/core/Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lapp/larder/core/Parked;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getTicket()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/core/Parked;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/core/Parked;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/larder/core/Parked;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 13
    iget v0, p0, Lapp/larder/core/Parked;->uid:I

    return v0
.end method

.method public final matches(Lapp/larder/core/ToolCall;Ljava/lang/String;)Z
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    iget-object v0, p0, Lapp/larder/core/Parked;->provider:Ljava/lang/String;

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lapp/larder/core/Parked;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lapp/larder/core/Parked;->requestId:Ljava/lang/String;

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lapp/larder/core/Parked;->argsDigest:Ljava/lang/String;

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final setAnswer(Ljava/lang/Boolean;)V
    .registers 2

    .line 21
    iput-object p1, p0, Lapp/larder/core/Parked;->answer:Ljava/lang/Boolean;

    return-void
.end method
