.class final Lapp/quire/reader/data/Accounts$reload$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "Accounts.kt"


# instance fields
.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lapp/quire/reader/data/Accounts;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/Accounts;Lkotlin/coroutines/Continuation;)V
    .registers 3

    iput-object p1, p0, Lapp/quire/reader/data/Accounts$reload$1;->this$0:Lapp/quire/reader/data/Accounts;

    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iput-object p1, p0, Lapp/quire/reader/data/Accounts$reload$1;->result:Ljava/lang/Object;

    iget v1, p0, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    const/high16 v2, -0x80000000

    or-int/2addr v1, v2

    iput v1, p0, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    iget-object v0, p0, Lapp/quire/reader/data/Accounts$reload$1;->this$0:Lapp/quire/reader/data/Accounts;

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/Accounts;->reload(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
