.class public final Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;
.super Lkotlin/coroutines/AbstractCoroutineContextElement;
.source "CoroutineExceptionHandler.kt"

# interfaces
.implements Lkotlinx/coroutines/CoroutineExceptionHandler;

# instance fields
.field final synthetic $uid$inlined:I
.field final synthetic this$0:Lcom/quillvault/ArchiveTools;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/CoroutineExceptionHandler$Key;Lcom/quillvault/ArchiveTools;I)V
    .registers 5
    iput-object p2, p0, Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;->this$0:Lcom/quillvault/ArchiveTools;
    iput p3, p0, Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;->$uid$inlined:I
    .line 44
    move-object v0, p1
    check-cast v0, Lkotlin/coroutines/CoroutineContext$Key;
    invoke-direct {p0, v0}, Lkotlin/coroutines/AbstractCoroutineContextElement;-><init>(Lkotlin/coroutines/CoroutineContext$Key;)V
    return-void
.end method


# virtual methods
.method public handleException(Lkotlin/coroutines/CoroutineContext;Ljava/lang/Throwable;)V
    .registers 8
    .line 46
    move-object v3, p2
    const/4 v4, 0x0
    .line 107
    iget-object v0, p0, Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;->this$0:Lcom/quillvault/ArchiveTools;
    invoke-virtual {v0}, Lcom/quillvault/ArchiveTools;->getAudit()Lcom/quillvault/AuditLog;
    move-result-object v0
    iget v1, p0, Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;->$uid$inlined:I
    const-string v2, "archive-sync"
    invoke-virtual {v0, v1, v2, v3}, Lcom/quillvault/AuditLog;->failure(ILjava/lang/String;Ljava/lang/Throwable;)V
    .line 46
    return-void
.end method
