.class final Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "ShelfToolProvider.kt"


# instance fields
.field L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field L$2:Ljava/lang/Object;

.field L$3:Ljava/lang/Object;

.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lapp/quire/reader/cetp/ShelfToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 3

    iput-object p1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7

    iput-object p1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->result:Ljava/lang/Object;

    iget v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    const/high16 v2, -0x80000000

    or-int/2addr v1, v2

    iput v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    iget-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    move-object v4, p0

    check-cast v4, Lkotlin/coroutines/Continuation;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/ShelfToolProvider;->access$askGrant(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
