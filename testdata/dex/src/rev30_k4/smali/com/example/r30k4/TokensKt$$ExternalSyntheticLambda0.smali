.class public final synthetic Lcom/example/r30k4/TokensKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/r30k4/TokensKt;->rng_delegate$lambda$0()Ljava/security/SecureRandom;
    move-result-object v0
    return-object v0
.end method
