.class public final Lio/kanbu/app/core/Parked;
.super Ljava/lang/Object;
.source "ConfirmationDesk.kt"


# instance fields
.field private volatile answer:Ljava/lang/Boolean;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final ticket:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 12

    const-string v0, "resumeToken"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ticket"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lio/kanbu/app/core/Parked;->resumeToken:Ljava/lang/String;

    .line 9
    iput-object p2, p0, Lio/kanbu/app/core/Parked;->ticket:Ljava/lang/String;

    .line 10
    iput p3, p0, Lio/kanbu/app/core/Parked;->uid:I

    .line 11
    iput-object p4, p0, Lio/kanbu/app/core/Parked;->providerId:Ljava/lang/String;

    .line 12
    iput-object p5, p0, Lio/kanbu/app/core/Parked;->tool:Ljava/lang/String;

    .line 13
    iput-object p6, p0, Lio/kanbu/app/core/Parked;->requestId:Ljava/lang/String;

    .line 14
    iput-object p7, p0, Lio/kanbu/app/core/Parked;->argsDigest:Ljava/lang/String;

    .line 15
    iput-object p8, p0, Lio/kanbu/app/core/Parked;->summary:Ljava/lang/String;

    .line 16
    iput-wide p9, p0, Lio/kanbu/app/core/Parked;->expiresAt:J

    .line 7
    return-void
.end method


# virtual methods
.method public final getAnswer()Ljava/lang/Boolean;
    .registers 2

    .line 19
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->answer:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 16
    iget-wide v0, p0, Lio/kanbu/app/core/Parked;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getTicket()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/kanbu/app/core/Parked;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 10
    iget v0, p0, Lio/kanbu/app/core/Parked;->uid:I

    return v0
.end method

.method public final setAnswer(Ljava/lang/Boolean;)V
    .registers 2

    .line 19
    iput-object p1, p0, Lio/kanbu/app/core/Parked;->answer:Ljava/lang/Boolean;

    return-void
.end method
