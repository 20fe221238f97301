.class public final synthetic Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/brambleway/TripTools;
.field public final synthetic f$1:Lcom/brambleway/ToolCall;
.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/brambleway/TripTools;Lcom/brambleway/ToolCall;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;->f$0:Lcom/brambleway/TripTools;
    iput-object p2, p0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;->f$1:Lcom/brambleway/ToolCall;
    iput-object p3, p0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;->f$0:Lcom/brambleway/TripTools;
    iget-object v1, p0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;->f$1:Lcom/brambleway/ToolCall;
    iget-object v2, p0, Lcom/brambleway/TripTools$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/brambleway/TripTools;->addStop$lambda$1(Lcom/brambleway/TripTools;Lcom/brambleway/ToolCall;Ljava/lang/String;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
