.class public final synthetic Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/ferry/TripTools;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/ferry/TripTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda4;->f$0:Lcom/saltmarsh/ferry/TripTools;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda4;->f$0:Lcom/saltmarsh/ferry/TripTools;

    check-cast p1, Lcom/saltmarsh/ferry/ToolCall;

    invoke-static {v0, p1}, Lcom/saltmarsh/ferry/TripTools;->box$lambda$1$3$0(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method
