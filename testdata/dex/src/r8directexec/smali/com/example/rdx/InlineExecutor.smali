# See sketch/ToolProvider.java (InlineExecutor.java).
.class final Lcom/example/rdx/InlineExecutor;
.super Ljava/lang/Object;
.source "InlineExecutor.java"

# interfaces
.implements Ljava/util/concurrent/Executor;


# direct methods
.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private static runNow(Ljava/lang/Runnable;)V
    .registers 1
    .line 7
    invoke-static {p0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-interface {p0}, Ljava/lang/Runnable;->run()V
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/Runnable;)V
    .registers 2
    .line 6
    invoke-static {p1}, Lcom/example/rdx/InlineExecutor;->runNow(Ljava/lang/Runnable;)V
    return-void
.end method
