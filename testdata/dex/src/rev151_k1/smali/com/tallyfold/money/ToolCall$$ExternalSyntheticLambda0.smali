.class public final synthetic Lcom/tallyfold/money/ToolCall$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/tallyfold/money/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyfold/money/ToolCall;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/ToolCall$$ExternalSyntheticLambda0;->f$0:Lcom/tallyfold/money/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/ToolCall$$ExternalSyntheticLambda0;->f$0:Lcom/tallyfold/money/ToolCall;

    invoke-static {v0}, Lcom/tallyfold/money/ToolCall;->argsDigest_delegate$lambda$0(Lcom/tallyfold/money/ToolCall;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
