.class public final synthetic Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lumenhall/hub/bus/EventBus$Subscriber;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/scenes/SceneTools;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/scenes/SceneTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda1;->f$0:Lcom/lumenhall/hub/scenes/SceneTools;

    return-void
.end method


# virtual methods
.method public final onEvent(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda1;->f$0:Lcom/lumenhall/hub/scenes/SceneTools;

    check-cast p1, Lcom/lumenhall/hub/bus/Events$TokenRequest;

    invoke-virtual {v0, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->lambda$new$1$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/bus/Events$TokenRequest;)V

    return-void
.end method
