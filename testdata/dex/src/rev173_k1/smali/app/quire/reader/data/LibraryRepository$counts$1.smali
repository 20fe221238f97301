.class final Lapp/quire/reader/data/LibraryRepository$counts$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "LibraryRepository.kt"


# instance fields
.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lapp/quire/reader/data/LibraryRepository;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V
    .registers 3

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository$counts$1;->this$0:Lapp/quire/reader/data/LibraryRepository;

    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository$counts$1;->result:Ljava/lang/Object;

    iget v1, p0, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    const/high16 v2, -0x80000000

    or-int/2addr v1, v2

    iput v1, p0, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    iget-object v0, p0, Lapp/quire/reader/data/LibraryRepository$counts$1;->this$0:Lapp/quire/reader/data/LibraryRepository;

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository;->counts(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
