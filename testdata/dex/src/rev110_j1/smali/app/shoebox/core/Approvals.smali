.class public final Lapp/shoebox/core/Approvals;
.super Ljava/lang/Object;
.source "Approvals.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lapp/shoebox/core/Approvals$Ticket;
    }
.end annotation


# static fields
.field private static final NONE:Lapp/shoebox/core/Approvals$Ticket;

.field private static final SHARED:Lapp/shoebox/core/Approvals;


# instance fields
.field private final tickets:Lj$/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lj$/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lapp/shoebox/core/Approvals$Ticket;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 6

    .line 25
    new-instance v0, Lapp/shoebox/core/Approvals;

    invoke-direct {v0}, Lapp/shoebox/core/Approvals;-><init>()V

    sput-object v0, Lapp/shoebox/core/Approvals;->SHARED:Lapp/shoebox/core/Approvals;

    .line 26
    new-instance v0, Lapp/shoebox/core/Approvals$Ticket;

    const/4 v1, -0x1

    const-string v2, ""

    move-object v3, v2

    move-object v4, v2

    sget-object v5, Lj$/time/Instant;->EPOCH:Lj$/time/Instant;

    invoke-direct/range {v0 .. v5}, Lapp/shoebox/core/Approvals$Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lj$/time/Instant;)V

    sput-object v0, Lapp/shoebox/core/Approvals;->NONE:Lapp/shoebox/core/Approvals$Ticket;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    new-instance v0, Lj$/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Lj$/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/shoebox/core/Approvals;->tickets:Lj$/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method public static get()Lapp/shoebox/core/Approvals;
    .registers 1

    .line 31
    sget-object v0, Lapp/shoebox/core/Approvals;->SHARED:Lapp/shoebox/core/Approvals;

    return-object v0
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)V
    .registers 5

    .line 42
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lapp/shoebox/core/Approvals;->tickets:Lj$/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Lj$/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/shoebox/core/Approvals$Ticket;

    .line 43
    :goto_0
    if-nez v0, :cond_1

    .line 44
    return-void

    .line 46
    :cond_1
    if-eqz p2, :cond_2

    .line 47
    const/4 v1, 0x1

    iput-boolean v1, v0, Lapp/shoebox/core/Approvals$Ticket;->approved:Z

    goto :goto_1

    .line 49
    :cond_2
    iget-object v1, p0, Lapp/shoebox/core/Approvals;->tickets:Lj$/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, p1}, Lj$/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    :goto_1
    return-void
.end method

.method public issue(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 13

    .line 35
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const-string v1, "rt"

    const/4 v2, 0x0

    aput-object v1, v0, v2

    const/16 v1, 0x18

    invoke-static {v1}, Lapp/shoebox/core/Tokens;->secure(I)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x1

    aput-object v1, v0, v2

    invoke-static {v0}, Lapp/shoebox/core/Tokens;->join([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 36
    iget-object v1, p0, Lapp/shoebox/core/Approvals;->tickets:Lj$/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lapp/shoebox/core/Approvals$Ticket;

    invoke-static {}, Lj$/time/Instant;->now()Lj$/time/Instant;

    move-result-object v3

    const-wide/16 v4, 0x258

    invoke-virtual {v3, v4, v5}, Lj$/time/Instant;->plusSeconds(J)Lj$/time/Instant;

    move-result-object v7

    move v3, p1

    move-object v4, p2

    move-object v5, p3

    move-object v6, p4

    invoke-direct/range {v2 .. v7}, Lapp/shoebox/core/Approvals$Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lj$/time/Instant;)V

    invoke-virtual {v1, v0, v2}, Lj$/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    return-object v0
.end method

.method public peek(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 7

    .line 62
    iget-object v0, p0, Lapp/shoebox/core/Approvals;->tickets:Lj$/util/concurrent/ConcurrentHashMap;

    sget-object v1, Lapp/shoebox/core/Approvals;->NONE:Lapp/shoebox/core/Approvals$Ticket;

    invoke-virtual {v0, p1, v1}, Lj$/util/concurrent/ConcurrentHashMap;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/shoebox/core/Approvals$Ticket;

    .line 63
    iget-boolean v1, v0, Lapp/shoebox/core/Approvals$Ticket;->approved:Z

    if-eqz v1, :cond_0

    iget-object v1, v0, Lapp/shoebox/core/Approvals$Ticket;->tool:Ljava/lang/String;

    invoke-virtual {v1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    iget-object v1, v0, Lapp/shoebox/core/Approvals$Ticket;->args:Ljava/lang/String;

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    invoke-static {}, Lj$/time/Instant;->now()Lj$/time/Instant;

    move-result-object v1

    iget-object v2, v0, Lapp/shoebox/core/Approvals$Ticket;->expires:Lj$/time/Instant;

    invoke-virtual {v1, v2}, Lj$/time/Instant;->isBefore(Lj$/time/Instant;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    return v1
.end method

.method public take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 9

    .line 55
    iget-object v0, p0, Lapp/shoebox/core/Approvals;->tickets:Lj$/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Lj$/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/shoebox/core/Approvals$Ticket;

    .line 56
    if-eqz v0, :cond_0

    iget v1, v0, Lapp/shoebox/core/Approvals$Ticket;->uid:I

    if-ne v1, p2, :cond_0

    iget-boolean v1, v0, Lapp/shoebox/core/Approvals$Ticket;->approved:Z

    if-eqz v1, :cond_0

    iget-object v1, v0, Lapp/shoebox/core/Approvals$Ticket;->tool:Ljava/lang/String;

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    iget-object v1, v0, Lapp/shoebox/core/Approvals$Ticket;->requestId:Ljava/lang/String;

    invoke-virtual {v1, p4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    iget-object v1, v0, Lapp/shoebox/core/Approvals$Ticket;->args:Ljava/lang/String;

    .line 57
    invoke-virtual {v1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    invoke-static {}, Lj$/time/Instant;->now()Lj$/time/Instant;

    move-result-object v1

    iget-object v2, v0, Lapp/shoebox/core/Approvals$Ticket;->expires:Lj$/time/Instant;

    invoke-virtual {v1, v2}, Lj$/time/Instant;->isBefore(Lj$/time/Instant;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    .line 56
    :goto_0
    return v1
.end method
