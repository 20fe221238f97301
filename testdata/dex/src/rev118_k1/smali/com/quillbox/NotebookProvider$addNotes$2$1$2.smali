.class final Lcom/quillbox/NotebookProvider$addNotes$2$1$2;
.super Ljava/lang/Object;
.source "NotebookProvider.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

# instance fields
.field final synthetic $folder:Ljava/lang/String;
.field final synthetic $ids:Ljava/util/ArrayList;
.field final synthetic this$0:Lcom/quillbox/NotebookProvider;


# direct methods
.method constructor <init>(Ljava/util/ArrayList;Lcom/quillbox/NotebookProvider;Ljava/lang/String;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->$ids:Ljava/util/ArrayList;
    iput-object p2, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->this$0:Lcom/quillbox/NotebookProvider;
    iput-object p3, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->$folder:Ljava/lang/String;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final emit(Lcom/quillbox/Draft;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    .line 153
    iget-object v0, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->$ids:Ljava/util/ArrayList;
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->this$0:Lcom/quillbox/NotebookProvider;
    invoke-static {v1}, Lcom/quillbox/NotebookProvider;->access$getStore$p(Lcom/quillbox/NotebookProvider;)Lcom/quillbox/NoteStore;
    move-result-object v1
    if-nez v1, :L22
    const-string v1, "store"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L22
    iget-object v6, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->$folder:Ljava/lang/String;
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1}, Lcom/quillbox/Draft;->getTitle()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p1}, Lcom/quillbox/Draft;->getBody()Ljava/lang/String;
    move-result-object v4
    iget-object v5, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->this$0:Lcom/quillbox/NotebookProvider;
    check-cast v5, Landroid/content/ContentProvider;
    invoke-static {v5}, Lcom/quillbox/CallersKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v5
    invoke-virtual {v1, v6, v3, v4, v5}, Lcom/quillbox/NoteStore;->insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)J
    move-result-wide v1
    invoke-static {v1, v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    .line 154
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public bridge synthetic emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 152
    move-object v1, p1
    check-cast v1, Lcom/quillbox/Draft;
    invoke-virtual {p0, v1, p2}, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;->emit(Lcom/quillbox/Draft;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
