.class public final Lcom/example/rv15k/Trace;
.super Ljava/lang/Object;
.source "Trace.kt"

.field public static final INSTANCE:Lcom/example/rv15k/Trace;
.field private static final n:Ljava/util/concurrent/atomic/AtomicLong;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/rv15k/Trace;
    invoke-direct {v0}, Lcom/example/rv15k/Trace;-><init>()V
    sput-object v0, Lcom/example/rv15k/Trace;->INSTANCE:Lcom/example/rv15k/Trace;
    .line 5
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V
    sput-object v0, Lcom/example/rv15k/Trace;->n:Ljava/util/concurrent/atomic/AtomicLong;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final next()J
    .registers 3
    .line 6
    sget-object v0, Lcom/example/rv15k/Trace;->n:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v0
    return-wide v0
.end method
