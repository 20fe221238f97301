.class public final Lcom/saltmarsh/podcasts/Ticket;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private volatile approved:Ljava/lang/Boolean;

.field private final digest:Ljava/lang/String;

.field private final expiresAt:J

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;J)V
    .registers 7

    const-string v0, "tool"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/saltmarsh/podcasts/Ticket;->uid:I

    iput-object p2, p0, Lcom/saltmarsh/podcasts/Ticket;->tool:Ljava/lang/String;

    iput-object p3, p0, Lcom/saltmarsh/podcasts/Ticket;->digest:Ljava/lang/String;

    iput-wide p4, p0, Lcom/saltmarsh/podcasts/Ticket;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getApproved()Ljava/lang/Boolean;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Ticket;->approved:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Ticket;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 53
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Ticket;->expiresAt:J

    return-wide v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Ticket;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 53
    iget v0, p0, Lcom/saltmarsh/podcasts/Ticket;->uid:I

    return v0
.end method

.method public final setApproved(Ljava/lang/Boolean;)V
    .registers 2

    .line 55
    iput-object p1, p0, Lcom/saltmarsh/podcasts/Ticket;->approved:Ljava/lang/Boolean;

    return-void
.end method
