.class Lcom/relaykit/home/routines/JournaledExecutor$1;
.super Ljava/lang/Object;
.source "JournaledExecutor.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/routines/JournaledExecutor;->accept(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/routines/JournaledExecutor;

.field final synthetic val$command:Lcom/relaykit/home/core/Command;

.field final synthetic val$op:Lcom/relaykit/home/routines/OperationBoard$Operation;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/routines/OperationBoard$Operation;ILcom/relaykit/home/core/Command;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 108
    iput-object p1, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->this$0:Lcom/relaykit/home/routines/JournaledExecutor;

    iput-object p2, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->val$op:Lcom/relaykit/home/routines/OperationBoard$Operation;

    iput p3, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->val$uid:I

    iput-object p4, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->val$command:Lcom/relaykit/home/core/Command;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 111
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->this$0:Lcom/relaykit/home/routines/JournaledExecutor;

    iget-object v1, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->val$op:Lcom/relaykit/home/routines/OperationBoard$Operation;

    iget v2, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->val$uid:I

    iget-object v3, p0, Lcom/relaykit/home/routines/JournaledExecutor$1;->val$command:Lcom/relaykit/home/core/Command;

    invoke-static {v0, v1, v2, v3}, Lcom/relaykit/home/routines/JournaledExecutor;->-$$Nest$mrunOperation(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/routines/OperationBoard$Operation;ILcom/relaykit/home/core/Command;)V

    .line 112
    return-void
.end method
