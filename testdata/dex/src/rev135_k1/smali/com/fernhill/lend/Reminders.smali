.class public final Lcom/fernhill/lend/Reminders;
.super Ljava/lang/Object;
.source "Library.kt"


# instance fields
.field private final db:Lcom/fernhill/lend/LibraryDb;


# direct methods
.method public constructor <init>(Lcom/fernhill/lend/LibraryDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 104
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/Reminders;->db:Lcom/fernhill/lend/LibraryDb;

    return-void
.end method

.method public static final synthetic access$getDb$p(Lcom/fernhill/lend/Reminders;)Lcom/fernhill/lend/LibraryDb;
    .registers 2

    .line 104
    iget-object v0, p0, Lcom/fernhill/lend/Reminders;->db:Lcom/fernhill/lend/LibraryDb;

    return-object v0
.end method


# virtual methods
.method public final reschedule(Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 105
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/fernhill/lend/Reminders$reschedule$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, p2, v2}, Lcom/fernhill/lend/Reminders$reschedule$2;-><init>(Lcom/fernhill/lend/Reminders;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 110
    return-object v0
.end method

.method public final watchQueue(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 112
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/fernhill/lend/Reminders$watchQueue$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lcom/fernhill/lend/Reminders$watchQueue$2;-><init>(Lcom/fernhill/lend/Reminders;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 117
    return-object v0
.end method
