.class final enum Lcom/google/common/util/concurrent/DirectExecutor;
.super Ljava/lang/Enum;
.implements Ljava/util/concurrent/Executor;
.source "DirectExecutor.java"

.field private static final synthetic $VALUES:[Lcom/google/common/util/concurrent/DirectExecutor;

.field public static final enum INSTANCE:Lcom/google/common/util/concurrent/DirectExecutor;

.method static constructor <clinit>()V
    .registers 4
    .line 29
    new-instance v0, Lcom/google/common/util/concurrent/DirectExecutor;
    const-string v1, "INSTANCE"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/google/common/util/concurrent/DirectExecutor;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/google/common/util/concurrent/DirectExecutor;->INSTANCE:Lcom/google/common/util/concurrent/DirectExecutor;
    const/4 v1, 0x1
    new-array v1, v1, [Lcom/google/common/util/concurrent/DirectExecutor;
    aput-object v0, v1, v2
    sput-object v1, Lcom/google/common/util/concurrent/DirectExecutor;->$VALUES:[Lcom/google/common/util/concurrent/DirectExecutor;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public execute(Ljava/lang/Runnable;)V
    .registers 2
    .line 33
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    return-void
.end method
