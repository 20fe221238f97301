.class public final synthetic Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lumenhall/hub/bus/EventBus$Subscriber;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onEvent(Ljava/lang/Object;)V
    .registers 2

    check-cast p1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;

    invoke-static {p1}, Lcom/lumenhall/hub/scenes/SceneTools;->lambda$new$0(Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;)V

    return-void
.end method
