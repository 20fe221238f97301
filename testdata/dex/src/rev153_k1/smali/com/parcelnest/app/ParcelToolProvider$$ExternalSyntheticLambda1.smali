.class public final synthetic Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/parcelnest/app/ToolCall;

.field public final synthetic f$1:Lcom/parcelnest/app/Tool;


# direct methods
.method public synthetic constructor <init>(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/parcelnest/app/ToolCall;

    iput-object p2, p0, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/parcelnest/app/Tool;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/parcelnest/app/ToolCall;

    iget-object v1, p0, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/parcelnest/app/Tool;

    check-cast p1, Lcom/parcelnest/app/TicketState;

    invoke-static {v0, v1, p1}, Lcom/parcelnest/app/ParcelToolProvider;->askUser$lambda$0(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lcom/parcelnest/app/TicketState;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
