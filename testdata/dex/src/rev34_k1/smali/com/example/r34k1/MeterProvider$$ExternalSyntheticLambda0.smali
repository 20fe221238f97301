.class public final synthetic Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/r34k1/MeterProvider;->main_delegate$lambda$0()Landroid/os/Handler;
    move-result-object v0
    return-object v0
.end method
