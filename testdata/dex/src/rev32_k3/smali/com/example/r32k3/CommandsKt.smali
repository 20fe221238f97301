.class public final Lcom/example/r32k3/CommandsKt;
.super Ljava/lang/Object;
.source "Commands.kt"


# static fields
.field private static final SEQ:Ljava/util/concurrent/atomic/AtomicInteger;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    .line 29
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    sput-object v0, Lcom/example/r32k3/CommandsKt;->SEQ:Ljava/util/concurrent/atomic/AtomicInteger;
    return-void
.end method

.method public static final synthetic access$getSEQ$p()Ljava/util/concurrent/atomic/AtomicInteger;
    .registers 1
    .line 1
    sget-object v0, Lcom/example/r32k3/CommandsKt;->SEQ:Ljava/util/concurrent/atomic/AtomicInteger;
    return-object v0
.end method
