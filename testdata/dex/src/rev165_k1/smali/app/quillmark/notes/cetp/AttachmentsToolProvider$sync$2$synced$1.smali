.class final Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;
.super Ljava/lang/Object;
.source "AttachmentsToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field final synthetic $operationId:Ljava/lang/String;

.field final synthetic this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;


# direct methods
.method constructor <init>(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;)V
    .registers 3

    iput-object p1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    iput-object p2, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;->$operationId:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Boolean;
    .registers 3

    .line 168
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getOperations$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/OperationBook;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    iget-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;->$operationId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lapp/quillmark/notes/data/OperationBook;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .registers 2

    .line 168
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;->invoke()Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
