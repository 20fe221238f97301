.class public final synthetic Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lnet/switchyard/hub/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lnet/switchyard/hub/ToolCall;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda1;->f$0:Lnet/switchyard/hub/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda1;->f$0:Lnet/switchyard/hub/ToolCall;

    invoke-static {v0}, Lnet/switchyard/hub/ToolCall;->argsDigest_delegate$lambda$0(Lnet/switchyard/hub/ToolCall;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
