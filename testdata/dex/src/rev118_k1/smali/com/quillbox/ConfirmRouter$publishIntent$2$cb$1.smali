.class final Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;
.super Ljava/lang/Object;
.source "Routes.kt"

# interfaces
.implements Lcom/quillbox/RouteReady;

# instance fields
.field final synthetic $cont:Lkotlinx/coroutines/CancellableContinuation;
.field final synthetic $noteId:J
.field final synthetic $token:Ljava/lang/String;
.field final synthetic this$0:Lcom/quillbox/ConfirmRouter;


# direct methods
.method constructor <init>(Lkotlinx/coroutines/CancellableContinuation;Lcom/quillbox/ConfirmRouter;JLjava/lang/String;)V
    .registers 6
    iput-object p1, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    iput-object p2, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->this$0:Lcom/quillbox/ConfirmRouter;
    iput-wide p3, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->$noteId:J
    iput-object p5, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->$token:Ljava/lang/String;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final onReady()V
    .registers 6
    .line 46
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    check-cast v0, Lkotlin/coroutines/Continuation;
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    new-instance v1, Landroid/content/Intent;
    const-string v3, "com.quillbox.action.CONFIRM_PUBLISH"
    invoke-direct {v1, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    iget-object v2, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->this$0:Lcom/quillbox/ConfirmRouter;
    invoke-static {v2}, Lcom/quillbox/ConfirmRouter;->access$getCtx$p(Lcom/quillbox/ConfirmRouter;)Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    iget-wide v3, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->$noteId:J
    const-string v2, "note_id"
    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v1
    iget-object v3, p0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;->$token:Ljava/lang/String;
    const-string v2, "resume_token"
    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 47
    return-void
.end method
