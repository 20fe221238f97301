.class Lcom/lumenhall/hub/scenes/SceneTools$2;
.super Ljava/lang/Object;
.source "SceneTools.java"

# interfaces
.implements Lcom/lumenhall/hub/bus/EventBus$Subscriber;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhall/hub/scenes/SceneTools;-><init>(Lcom/lumenhall/hub/Hub;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/lumenhall/hub/bus/EventBus$Subscriber<",
        "Lcom/lumenhall/hub/bus/Events$ResolutionRequest;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhall/hub/scenes/SceneTools;

.field final synthetic val$hub:Lcom/lumenhall/hub/Hub;


# direct methods
.method constructor <init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/Hub;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 77
    iput-object p1, p0, Lcom/lumenhall/hub/scenes/SceneTools$2;->this$0:Lcom/lumenhall/hub/scenes/SceneTools;

    iput-object p2, p0, Lcom/lumenhall/hub/scenes/SceneTools$2;->val$hub:Lcom/lumenhall/hub/Hub;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onEvent(Lcom/lumenhall/hub/bus/Events$ResolutionRequest;)V
    .registers 7

    .line 80
    new-instance v4, Landroid/content/Intent;

    iget-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools$2;->val$hub:Lcom/lumenhall/hub/Hub;

    iget-object v1, v1, Lcom/lumenhall/hub/Hub;->context:Landroid/content/Context;

    const-class v2, Lcom/lumenhall/hub/confirm/ConfirmActivity;

    invoke-direct {v4, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 81
    iget-object v1, p1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;->approvalKey:Ljava/lang/String;

    const-string v0, "com.lumenhall.hub.extra.APPROVAL"

    invoke-virtual {v4, v0, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 82
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools$2;->val$hub:Lcom/lumenhall/hub/Hub;

    iget-object v0, v0, Lcom/lumenhall/hub/Hub;->context:Landroid/content/Context;

    iget-object v1, p1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;->approvalKey:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xa000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    iput-object v0, p1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;->resolution:Landroid/app/PendingIntent;

    .line 84
    return-void
.end method

.method public bridge synthetic onEvent(Ljava/lang/Object;)V
    .registers 2

    .line 77
    check-cast p1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;

    invoke-virtual {p0, p1}, Lcom/lumenhall/hub/scenes/SceneTools$2;->onEvent(Lcom/lumenhall/hub/bus/Events$ResolutionRequest;)V

    return-void
.end method
