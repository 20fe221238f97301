.class public final synthetic Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/brambleway/BookingTools;
.field public final synthetic f$1:I
.field public final synthetic f$2:Lcom/brambleway/ToolCall;
.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/brambleway/BookingTools;ILcom/brambleway/ToolCall;Ljava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$0:Lcom/brambleway/BookingTools;
    iput p2, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$1:I
    iput-object p3, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$2:Lcom/brambleway/ToolCall;
    iput-object p4, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$3:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$0:Lcom/brambleway/BookingTools;
    iget v1, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$1:I
    iget-object v2, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$2:Lcom/brambleway/ToolCall;
    iget-object v3, p0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;->f$3:Ljava/lang/String;
    invoke-static {v0, v1, v2, v3}, Lcom/brambleway/BookingTools;->changeSeat$lambda$2$0(Lcom/brambleway/BookingTools;ILcom/brambleway/ToolCall;Ljava/lang/String;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
