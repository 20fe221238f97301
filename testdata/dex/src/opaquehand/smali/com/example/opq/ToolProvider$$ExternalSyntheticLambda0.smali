.class public final synthetic Lcom/example/opq/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 1
    invoke-static {}, Lcom/example/opq/ToolProvider;->lambda$call$0()V
    return-void
.end method
