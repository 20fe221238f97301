.class public final Lcom/example/r37k1/ClockTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/example/r37k1/TokenSource;

.field public static final INSTANCE:Lcom/example/r37k1/ClockTokens;

.field private static final counter:Ljava/util/concurrent/atomic/AtomicInteger;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r37k1/ClockTokens;
    invoke-direct {v0}, Lcom/example/r37k1/ClockTokens;-><init>()V
    sput-object v0, Lcom/example/r37k1/ClockTokens;->INSTANCE:Lcom/example/r37k1/ClockTokens;
    .line 22
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    sput-object v0, Lcom/example/r37k1/ClockTokens;->counter:Ljava/util/concurrent/atomic/AtomicInteger;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 4
    .line 23
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    sget-object v2, Lcom/example/r37k1/ClockTokens;->counter:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v2}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x2d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
