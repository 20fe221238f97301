.class public final synthetic Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lumenhall/hub/bus/EventBus$Subscriber;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/cetp/ToolEndpoint;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/cetp/ToolEndpoint;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/cetp/ToolEndpoint;

    return-void
.end method


# virtual methods
.method public final onEvent(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/cetp/ToolEndpoint;

    check-cast p1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;

    invoke-virtual {v0, p1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->judgeResume(Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;)V

    return-void
.end method
