.class public final synthetic Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/larchwood/library/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/larchwood/library/ToolCall;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda4;->f$0:Lcom/larchwood/library/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda4;->f$0:Lcom/larchwood/library/ToolCall;

    invoke-static {v0}, Lcom/larchwood/library/FineTools;->payer$lambda$0(Lcom/larchwood/library/ToolCall;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
