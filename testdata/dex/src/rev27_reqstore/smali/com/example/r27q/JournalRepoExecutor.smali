.class public final Lcom/example/r27q/JournalRepoExecutor;
.super Ljava/lang/Object;
.source "Executors.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nExecutors.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Executors.kt\ncom/example/r27q/JournalRepoExecutor\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,82:1\n1#2:83\n*E\n"
.end annotation

.field private final journal:Lcom/example/r27q/JournalRepo;

.field private final recent:Ljava/util/HashMap;

.method public constructor <init>(Lcom/example/r27q/JournalRepo;)V
    .registers 3
    const-string v0, "journal"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r27q/JournalRepoExecutor;->journal:Lcom/example/r27q/JournalRepo;
    .line 56
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    iput-object p1, p0, Lcom/example/r27q/JournalRepoExecutor;->recent:Ljava/util/HashMap;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "m"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    iget-object p1, p0, Lcom/example/r27q/JournalRepoExecutor;->recent:Ljava/util/HashMap;
    invoke-virtual {p1, p2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz p1, :cond_new
    return-object p1
    .line 59
    :cond_new
    iget-object p1, p0, Lcom/example/r27q/JournalRepoExecutor;->journal:Lcom/example/r27q/JournalRepo;
    invoke-interface {p1, p2}, Lcom/example/r27q/JournalRepo;->seen(Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_ok
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string p2, "already executed"
    invoke-virtual {p2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-direct {p1, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :cond_ok
    .line 60
    iget-object p1, p0, Lcom/example/r27q/JournalRepoExecutor;->journal:Lcom/example/r27q/JournalRepo;
    invoke-interface {p1, p2}, Lcom/example/r27q/JournalRepo;->mark(Ljava/lang/String;)V
    .line 61
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    iget-object p3, p0, Lcom/example/r27q/JournalRepoExecutor;->recent:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object p1
.end method
