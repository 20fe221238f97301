.class final Lcom/tidemark/invoices/ToolProvider$execute$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "ToolProvider.kt"


# instance fields
.field L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field L$2:Ljava/lang/Object;

.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lcom/tidemark/invoices/ToolProvider;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/ToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 3

    iput-object p1, p0, Lcom/tidemark/invoices/ToolProvider$execute$1;->this$0:Lcom/tidemark/invoices/ToolProvider;

    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iput-object p1, p0, Lcom/tidemark/invoices/ToolProvider$execute$1;->result:Ljava/lang/Object;

    iget v1, p0, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    const/high16 v2, -0x80000000

    or-int/2addr v1, v2

    iput v1, p0, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    iget-object v0, p0, Lcom/tidemark/invoices/ToolProvider$execute$1;->this$0:Lcom/tidemark/invoices/ToolProvider;

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    const/4 v1, 0x0

    invoke-static {v0, v1, v2}, Lcom/tidemark/invoices/ToolProvider;->access$execute(Lcom/tidemark/invoices/ToolProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
