.class public final Lcom/example/r27k/OpIds;
.super Ljava/lang/Object;
.source "AuditProvider.kt"

.field public static final INSTANCE:Lcom/example/r27k/OpIds;
.field private static final seq:Ljava/util/concurrent/atomic/AtomicInteger;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r27k/OpIds;
    invoke-direct {v0}, Lcom/example/r27k/OpIds;-><init>()V
    sput-object v0, Lcom/example/r27k/OpIds;->INSTANCE:Lcom/example/r27k/OpIds;
    .line 46
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    const/16 v1, 0x3e8
    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>(I)V
    sput-object v0, Lcom/example/r27k/OpIds;->seq:Ljava/util/concurrent/atomic/AtomicInteger;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final next()Ljava/lang/String;
    .registers 3
    .line 47
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "op-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/example/r27k/OpIds;->seq:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndIncrement()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
