.class public final Lcom/marginalia/notes/tools/Held;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private volatile approved:Z

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final kind:Ljava/lang/String;

.field private final pkg:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 13

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "kind"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "pkg"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/tools/Held;->token:Ljava/lang/String;

    iput-object p2, p0, Lcom/marginalia/notes/tools/Held;->kind:Ljava/lang/String;

    iput p3, p0, Lcom/marginalia/notes/tools/Held;->uid:I

    iput-object p4, p0, Lcom/marginalia/notes/tools/Held;->pkg:Ljava/lang/String;

    iput-object p5, p0, Lcom/marginalia/notes/tools/Held;->providerId:Ljava/lang/String;

    iput-object p6, p0, Lcom/marginalia/notes/tools/Held;->tool:Ljava/lang/String;

    .line 36
    iput-object p7, p0, Lcom/marginalia/notes/tools/Held;->requestId:Ljava/lang/String;

    iput-object p8, p0, Lcom/marginalia/notes/tools/Held;->argsDigest:Ljava/lang/String;

    iput-object p9, p0, Lcom/marginalia/notes/tools/Held;->summary:Ljava/lang/String;

    iput-wide p10, p0, Lcom/marginalia/notes/tools/Held;->expiresAt:J

    .line 35
    return-void
.end method


# virtual methods
.method public final getApproved()Z
    .registers 2

    .line 37
    iget-boolean v0, p0, Lcom/marginalia/notes/tools/Held;->approved:Z

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 36
    iget-wide v0, p0, Lcom/marginalia/notes/tools/Held;->expiresAt:J

    return-wide v0
.end method

.method public final getKind()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->kind:Ljava/lang/String;

    return-object v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/marginalia/notes/tools/Held;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 35
    iget v0, p0, Lcom/marginalia/notes/tools/Held;->uid:I

    return v0
.end method

.method public final setApproved(Z)V
    .registers 2

    .line 37
    iput-boolean p1, p0, Lcom/marginalia/notes/tools/Held;->approved:Z

    return-void
.end method
