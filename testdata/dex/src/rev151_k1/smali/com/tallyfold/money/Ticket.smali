.class public final Lcom/tallyfold/money/Ticket;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private volatile answer:Ljava/lang/Boolean;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tallyfold/money/Ticket;->uid:I

    iput-object p2, p0, Lcom/tallyfold/money/Ticket;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lcom/tallyfold/money/Ticket;->tool:Ljava/lang/String;

    iput-object p4, p0, Lcom/tallyfold/money/Ticket;->argsDigest:Ljava/lang/String;

    iput-object p5, p0, Lcom/tallyfold/money/Ticket;->requestId:Ljava/lang/String;

    iput-wide p6, p0, Lcom/tallyfold/money/Ticket;->expiresAt:J

    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9

    invoke-direct/range {p0 .. p7}, Lcom/tallyfold/money/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    return-void
.end method


# virtual methods
.method public final getAnswer()Ljava/lang/Boolean;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/tallyfold/money/Ticket;->answer:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/tallyfold/money/Ticket;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 34
    iget-wide v0, p0, Lcom/tallyfold/money/Ticket;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/tallyfold/money/Ticket;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/tallyfold/money/Ticket;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/tallyfold/money/Ticket;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid-GZ42O9s()I
    .registers 2

    .line 34
    iget v0, p0, Lcom/tallyfold/money/Ticket;->uid:I

    return v0
.end method

.method public final setAnswer(Ljava/lang/Boolean;)V
    .registers 2

    .line 36
    iput-object p1, p0, Lcom/tallyfold/money/Ticket;->answer:Ljava/lang/Boolean;

    return-void
.end method
