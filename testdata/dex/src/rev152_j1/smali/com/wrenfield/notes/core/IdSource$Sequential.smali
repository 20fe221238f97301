.class public final Lcom/wrenfield/notes/core/IdSource$Sequential;
.super Ljava/lang/Object;
.source "IdSource.java"

# interfaces
.implements Lcom/wrenfield/notes/core/IdSource;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/IdSource;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Sequential"
.end annotation


# instance fields
.field private final clock:Lcom/wrenfield/notes/core/Clock;

.field private final sequence:Ljava/util/concurrent/atomic/AtomicLong;


# direct methods
.method public constructor <init>(Lcom/wrenfield/notes/core/Clock;)V
    .registers 3

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    iput-object v0, p0, Lcom/wrenfield/notes/core/IdSource$Sequential;->sequence:Ljava/util/concurrent/atomic/AtomicLong;

    .line 16
    iput-object p1, p0, Lcom/wrenfield/notes/core/IdSource$Sequential;->clock:Lcom/wrenfield/notes/core/Clock;

    .line 17
    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 6

    .line 21
    iget-object v0, p0, Lcom/wrenfield/notes/core/IdSource$Sequential;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v0}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v0

    const/16 v2, 0x24

    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/wrenfield/notes/core/IdSource$Sequential;->sequence:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "wf-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method
