.class public final Lcom/parcelnest/app/TicketState;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private volatile answer:Ljava/lang/Boolean;

.field private argsDigest:Ljava/lang/String;

.field private expiresAt:J

.field private providerId:Ljava/lang/String;

.field private requestId:Ljava/lang/String;

.field private tool:Ljava/lang/String;

.field private uid:I


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    const/4 v0, -0x1

    iput v0, p0, Lcom/parcelnest/app/TicketState;->uid:I

    .line 34
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/TicketState;->providerId:Ljava/lang/String;

    .line 35
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/TicketState;->tool:Ljava/lang/String;

    .line 36
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/TicketState;->argsDigest:Ljava/lang/String;

    .line 37
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/TicketState;->requestId:Ljava/lang/String;

    .line 31
    return-void
.end method


# virtual methods
.method public final getAnswer()Ljava/lang/Boolean;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/parcelnest/app/TicketState;->answer:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/parcelnest/app/TicketState;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 38
    iget-wide v0, p0, Lcom/parcelnest/app/TicketState;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/parcelnest/app/TicketState;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/parcelnest/app/TicketState;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/parcelnest/app/TicketState;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 33
    iget v0, p0, Lcom/parcelnest/app/TicketState;->uid:I

    return v0
.end method

.method public final setAnswer(Ljava/lang/Boolean;)V
    .registers 2

    .line 41
    iput-object p1, p0, Lcom/parcelnest/app/TicketState;->answer:Ljava/lang/Boolean;

    return-void
.end method

.method public final setArgsDigest(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    iput-object p1, p0, Lcom/parcelnest/app/TicketState;->argsDigest:Ljava/lang/String;

    return-void
.end method

.method public final setExpiresAt(J)V
    .registers 3

    .line 38
    iput-wide p1, p0, Lcom/parcelnest/app/TicketState;->expiresAt:J

    return-void
.end method

.method public final setProviderId(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    iput-object p1, p0, Lcom/parcelnest/app/TicketState;->providerId:Ljava/lang/String;

    return-void
.end method

.method public final setRequestId(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    iput-object p1, p0, Lcom/parcelnest/app/TicketState;->requestId:Ljava/lang/String;

    return-void
.end method

.method public final setTool(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    iput-object p1, p0, Lcom/parcelnest/app/TicketState;->tool:Ljava/lang/String;

    return-void
.end method

.method public final setUid(I)V
    .registers 2

    .line 33
    iput p1, p0, Lcom/parcelnest/app/TicketState;->uid:I

    return-void
.end method
