.class public final Lcom/quillhaven/archive/Held;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final approved:Ljava/util/concurrent/atomic/AtomicBoolean;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 12

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/Held;->token:Ljava/lang/String;

    iput p2, p0, Lcom/quillhaven/archive/Held;->uid:I

    iput-object p3, p0, Lcom/quillhaven/archive/Held;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lcom/quillhaven/archive/Held;->tool:Ljava/lang/String;

    iput-object p5, p0, Lcom/quillhaven/archive/Held;->requestId:Ljava/lang/String;

    .line 45
    iput-object p6, p0, Lcom/quillhaven/archive/Held;->argsDigest:Ljava/lang/String;

    iput-object p7, p0, Lcom/quillhaven/archive/Held;->summary:Ljava/lang/String;

    iput-wide p8, p0, Lcom/quillhaven/archive/Held;->expiresAt:J

    .line 46
    new-instance v0, Ljava/util/concurrent/atomic/AtomicBoolean;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>(Z)V

    iput-object v0, p0, Lcom/quillhaven/archive/Held;->approved:Ljava/util/concurrent/atomic/AtomicBoolean;

    .line 44
    return-void
.end method


# virtual methods
.method public final getApproved()Ljava/util/concurrent/atomic/AtomicBoolean;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->approved:Ljava/util/concurrent/atomic/AtomicBoolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 45
    iget-wide v0, p0, Lcom/quillhaven/archive/Held;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/quillhaven/archive/Held;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 44
    iget v0, p0, Lcom/quillhaven/archive/Held;->uid:I

    return v0
.end method
