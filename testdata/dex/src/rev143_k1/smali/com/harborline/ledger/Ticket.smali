.class public final Lcom/harborline/ledger/Ticket;
.super Ljava/lang/Object;
.source "Tickets.kt"


# instance fields
.field private final args:Ljava/lang/String;

.field private final expiresAt:J

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    const-string v0, "tool"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/harborline/ledger/Ticket;->uid:I

    iput-object p2, p0, Lcom/harborline/ledger/Ticket;->tool:Ljava/lang/String;

    iput-object p3, p0, Lcom/harborline/ledger/Ticket;->args:Ljava/lang/String;

    iput-object p4, p0, Lcom/harborline/ledger/Ticket;->requestId:Ljava/lang/String;

    iput-wide p5, p0, Lcom/harborline/ledger/Ticket;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/harborline/ledger/Ticket;->args:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/harborline/ledger/Ticket;->expiresAt:J

    return-wide v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/harborline/ledger/Ticket;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/harborline/ledger/Ticket;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 12
    iget v0, p0, Lcom/harborline/ledger/Ticket;->uid:I

    return v0
.end method
