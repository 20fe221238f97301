.class public final synthetic Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/larderly/pantry/ToolEndpoint;

.field public final synthetic f$1:Lcom/larderly/pantry/ToolSpec;

.field public final synthetic f$2:Lcom/larderly/pantry/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/pantry/ToolEndpoint;Lcom/larderly/pantry/ToolSpec;Lcom/larderly/pantry/ToolCall;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/pantry/ToolEndpoint;

    iput-object p2, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;->f$1:Lcom/larderly/pantry/ToolSpec;

    iput-object p3, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;->f$2:Lcom/larderly/pantry/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/pantry/ToolEndpoint;

    iget-object v1, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;->f$1:Lcom/larderly/pantry/ToolSpec;

    iget-object v2, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;->f$2:Lcom/larderly/pantry/ToolCall;

    invoke-static {v0, v1, v2}, Lcom/larderly/pantry/ToolEndpoint;->execute$lambda$2(Lcom/larderly/pantry/ToolEndpoint;Lcom/larderly/pantry/ToolSpec;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method
