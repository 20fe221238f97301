.class public final Lcom/gridnote/tools/ResumeStore;
.super Ljava/lang/Object;
.source "ResumeStore.java"


# instance fields
.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/gridnote/tools/ResumeStore$Pending;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .locals 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/gridnote/tools/ResumeStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method public put(Ljava/lang/String;ILjava/lang/String;)V
    .locals 4

    .line 12
    iget-object v0, p0, Lcom/gridnote/tools/ResumeStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v1, Lcom/gridnote/tools/ResumeStore$Pending;

    invoke-static {}, Lj$/time/Instant;->now()Lj$/time/Instant;

    move-result-object v2

    const-wide/16 v3, 0xa

    invoke-static {v3, v4}, Lj$/time/Duration;->ofMinutes(J)Lj$/time/Duration;

    move-result-object v3

    invoke-virtual {v2, v3}, Lj$/time/Instant;->plus(Lj$/time/temporal/TemporalAmount;)Lj$/time/Instant;

    move-result-object v2

    invoke-direct {v1, p2, p3, v2}, Lcom/gridnote/tools/ResumeStore$Pending;-><init>(ILjava/lang/String;Lj$/time/Instant;)V

    invoke-virtual {v0, p1, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 13
    return-void
.end method

.method public take(Ljava/lang/String;ILjava/lang/String;)Z
    .locals 2

    const/4 v0, 0x0

    .line 16
    if-nez p1, :cond_0

    .line 17
    return v0

    .line 19
    :cond_0
    iget-object v1, p0, Lcom/gridnote/tools/ResumeStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/gridnote/tools/ResumeStore$Pending;

    .line 20
    if-eqz p1, :cond_1

    iget v1, p1, Lcom/gridnote/tools/ResumeStore$Pending;->uid:I

    if-ne v1, p2, :cond_1

    iget-object p2, p1, Lcom/gridnote/tools/ResumeStore$Pending;->tool:Ljava/lang/String;

    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_1

    invoke-static {}, Lj$/time/Instant;->now()Lj$/time/Instant;

    move-result-object p2

    iget-object p1, p1, Lcom/gridnote/tools/ResumeStore$Pending;->expires:Lj$/time/Instant;

    invoke-virtual {p2, p1}, Lj$/time/Instant;->isBefore(Lj$/time/Instant;)Z

    move-result p1

    if-eqz p1, :cond_1

    const/4 v0, 0x1

    :cond_1
    return v0
.end method
