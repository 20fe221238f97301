.class public final synthetic Lcom/parcelnest/app/ToolCall$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/parcelnest/app/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/parcelnest/app/ToolCall;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/ToolCall$$ExternalSyntheticLambda0;->f$0:Lcom/parcelnest/app/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/parcelnest/app/ToolCall$$ExternalSyntheticLambda0;->f$0:Lcom/parcelnest/app/ToolCall;

    invoke-static {v0}, Lcom/parcelnest/app/ToolCall;->argsDigest_delegate$lambda$0(Lcom/parcelnest/app/ToolCall;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
