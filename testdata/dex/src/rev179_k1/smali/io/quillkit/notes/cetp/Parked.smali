.class public final Lio/quillkit/notes/cetp/Parked;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# instance fields
.field private volatile approved:Ljava/lang/Boolean;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final ticket:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    const-string v0, "ticket"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lio/quillkit/notes/cetp/Parked;->ticket:Ljava/lang/String;

    .line 11
    iput p2, p0, Lio/quillkit/notes/cetp/Parked;->uid:I

    .line 12
    iput-object p3, p0, Lio/quillkit/notes/cetp/Parked;->providerId:Ljava/lang/String;

    .line 13
    iput-object p4, p0, Lio/quillkit/notes/cetp/Parked;->tool:Ljava/lang/String;

    .line 14
    iput-object p5, p0, Lio/quillkit/notes/cetp/Parked;->requestId:Ljava/lang/String;

    .line 15
    iput-object p6, p0, Lio/quillkit/notes/cetp/Parked;->argsDigest:Ljava/lang/String;

    .line 16
    iput-wide p7, p0, Lio/quillkit/notes/cetp/Parked;->expiresAt:J

    .line 9
    return-void
.end method


# virtual methods
.method public final getApproved()Ljava/lang/Boolean;
    .registers 2

    .line 19
    iget-object v0, p0, Lio/quillkit/notes/cetp/Parked;->approved:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lio/quillkit/notes/cetp/Parked;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 16
    iget-wide v0, p0, Lio/quillkit/notes/cetp/Parked;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quillkit/notes/cetp/Parked;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quillkit/notes/cetp/Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getTicket()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lio/quillkit/notes/cetp/Parked;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lio/quillkit/notes/cetp/Parked;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 11
    iget v0, p0, Lio/quillkit/notes/cetp/Parked;->uid:I

    return v0
.end method

.method public final setApproved(Ljava/lang/Boolean;)V
    .registers 2

    .line 19
    iput-object p1, p0, Lio/quillkit/notes/cetp/Parked;->approved:Ljava/lang/Boolean;

    return-void
.end method
