.class final Lcom/quillbox/ConfirmRouter$shareIntent$2$1;
.super Ljava/lang/Object;
.source "Routes.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field final synthetic $cb:Lcom/quillbox/RouteReady;
.field final synthetic this$0:Lcom/quillbox/ConfirmRouter;


# direct methods
.method constructor <init>(Lcom/quillbox/ConfirmRouter;Lcom/quillbox/RouteReady;)V
    .registers 3
    iput-object p1, p0, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;->this$0:Lcom/quillbox/ConfirmRouter;
    iput-object p2, p0, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;->$cb:Lcom/quillbox/RouteReady;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .line 57
    move-object v1, p1
    check-cast v1, Ljava/lang/Throwable;
    invoke-virtual {p0, v1}, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;->invoke(Ljava/lang/Throwable;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public final invoke(Ljava/lang/Throwable;)V
    .registers 4
    .line 57
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;->this$0:Lcom/quillbox/ConfirmRouter;
    iget-object v1, p0, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;->$cb:Lcom/quillbox/RouteReady;
    invoke-virtual {v0, v1}, Lcom/quillbox/ConfirmRouter;->forget(Lcom/quillbox/RouteReady;)V
    return-void
.end method
