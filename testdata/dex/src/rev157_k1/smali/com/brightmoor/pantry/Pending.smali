.class public final Lcom/brightmoor/pantry/Pending;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private volatile approved:Z

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/Pending;->token:Ljava/lang/String;

    iput p2, p0, Lcom/brightmoor/pantry/Pending;->uid:I

    iput-object p3, p0, Lcom/brightmoor/pantry/Pending;->tool:Ljava/lang/String;

    iput-object p4, p0, Lcom/brightmoor/pantry/Pending;->requestId:Ljava/lang/String;

    iput-object p5, p0, Lcom/brightmoor/pantry/Pending;->argsDigest:Ljava/lang/String;

    .line 34
    iput-object p6, p0, Lcom/brightmoor/pantry/Pending;->summary:Ljava/lang/String;

    iput-wide p7, p0, Lcom/brightmoor/pantry/Pending;->expiresAt:J

    .line 33
    return-void
.end method


# virtual methods
.method public final getApproved()Z
    .registers 2

    .line 35
    iget-boolean v0, p0, Lcom/brightmoor/pantry/Pending;->approved:Z

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/brightmoor/pantry/Pending;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 34
    iget-wide v0, p0, Lcom/brightmoor/pantry/Pending;->expiresAt:J

    return-wide v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/brightmoor/pantry/Pending;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/brightmoor/pantry/Pending;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/brightmoor/pantry/Pending;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/brightmoor/pantry/Pending;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 33
    iget v0, p0, Lcom/brightmoor/pantry/Pending;->uid:I

    return v0
.end method

.method public final setApproved(Z)V
    .registers 2

    .line 35
    iput-boolean p1, p0, Lcom/brightmoor/pantry/Pending;->approved:Z

    return-void
.end method
