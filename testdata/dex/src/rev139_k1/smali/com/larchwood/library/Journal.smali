.class public final Lcom/larchwood/library/Journal;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final audit:Lcom/larchwood/library/Audit;

.field private final worker:Ljava/util/concurrent/Executor;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/Audit;Ljava/util/concurrent/Executor;)V
    .registers 4

    const-string v0, "audit"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "worker"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 88
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Journal;->audit:Lcom/larchwood/library/Audit;

    iput-object p2, p0, Lcom/larchwood/library/Journal;->worker:Ljava/util/concurrent/Executor;

    return-void
.end method

.method public static final later$lambda$0(Lcom/larchwood/library/Journal;Lkotlin/jvm/functions/Function0;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 90
    iget-object v0, p0, Lcom/larchwood/library/Journal;->audit:Lcom/larchwood/library/Audit;

    invoke-interface {p1}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    invoke-virtual {v0, v1, p2, p3}, Lcom/larchwood/library/Audit;->note(ILjava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final later(Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V
    .registers 6

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "subject"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "who"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 90
    iget-object v0, p0, Lcom/larchwood/library/Journal;->worker:Ljava/util/concurrent/Executor;

    new-instance v1, Lcom/larchwood/library/Journal$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p3, p1, p2}, Lcom/larchwood/library/Journal$$ExternalSyntheticLambda0;-><init>(Lcom/larchwood/library/Journal;Lkotlin/jvm/functions/Function0;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 91
    return-void
.end method
