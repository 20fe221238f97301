.class public final Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;
.super Ljava/lang/Object;
.source "Work.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $booking$inlined:Ljava/lang/String;

.field final synthetic $call$inlined:Lcom/saltmarsh/ferry/ToolCall;

.field final synthetic this$0:Lcom/saltmarsh/ferry/TripTools;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;Ljava/lang/String;)V
    .registers 4

    iput-object p1, p0, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->this$0:Lcom/saltmarsh/ferry/TripTools;

    iput-object p2, p0, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->$call$inlined:Lcom/saltmarsh/ferry/ToolCall;

    iput-object p3, p0, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->$booking$inlined:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 6

    .line 9
    const/4 v4, 0x0

    .line 35
    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->this$0:Lcom/saltmarsh/ferry/TripTools;

    invoke-static {v0}, Lcom/saltmarsh/ferry/TripTools;->access$getGraph$p(Lcom/saltmarsh/ferry/TripTools;)Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getAudit()Lcom/saltmarsh/ferry/Audit;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    iget-object v2, p0, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->$call$inlined:Lcom/saltmarsh/ferry/ToolCall;

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v2

    iget-object v3, p0, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->$booking$inlined:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/saltmarsh/ferry/Audit;->note(ILjava/lang/String;Ljava/lang/String;)V

    .line 9
    return-void
.end method
