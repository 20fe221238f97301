.class final Lcom/tidemark/invoices/ExportProvider$purge$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "ExportProvider.kt"


# instance fields
.field J$0:J

.field L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field L$2:Ljava/lang/Object;

.field L$3:Ljava/lang/Object;

.field label:I

.field synthetic result:Ljava/lang/Object;

.field final synthetic this$0:Lcom/tidemark/invoices/ExportProvider;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/ExportProvider;Lkotlin/coroutines/Continuation;)V
    .registers 3

    iput-object p1, p0, Lcom/tidemark/invoices/ExportProvider$purge$1;->this$0:Lcom/tidemark/invoices/ExportProvider;

    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iput-object p1, p0, Lcom/tidemark/invoices/ExportProvider$purge$1;->result:Ljava/lang/Object;

    iget v1, p0, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    const/high16 v2, -0x80000000

    or-int/2addr v1, v2

    iput v1, p0, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider$purge$1;->this$0:Lcom/tidemark/invoices/ExportProvider;

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    const/4 v1, 0x0

    invoke-static {v0, v1, v2}, Lcom/tidemark/invoices/ExportProvider;->access$purge(Lcom/tidemark/invoices/ExportProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
