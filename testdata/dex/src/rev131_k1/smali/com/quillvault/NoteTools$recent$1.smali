.class final Lcom/quillvault/NoteTools$recent$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "NoteTools.kt"

# instance fields
.field  L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  label:I
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/quillvault/NoteTools;


# direct methods
.method constructor <init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
    .registers 3
    iput-object p1, p0, Lcom/quillvault/NoteTools$recent$1;->this$0:Lcom/quillvault/NoteTools;
    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object p1, p0, Lcom/quillvault/NoteTools$recent$1;->result:Ljava/lang/Object;
    iget v1, p0, Lcom/quillvault/NoteTools$recent$1;->label:I
    const/high16 v2, -0x80000000
    or-int/2addr v1, v2
    iput v1, p0, Lcom/quillvault/NoteTools$recent$1;->label:I
    iget-object v0, p0, Lcom/quillvault/NoteTools$recent$1;->this$0:Lcom/quillvault/NoteTools;
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v1, 0x0
    invoke-static {v0, v1, v2}, Lcom/quillvault/NoteTools;->access$recent(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
