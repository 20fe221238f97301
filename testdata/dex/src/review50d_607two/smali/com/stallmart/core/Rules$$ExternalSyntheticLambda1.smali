.class public final synthetic Lcom/stallmart/core/Rules$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 2

    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;

    invoke-static {p1}, Lcom/stallmart/core/Rules;->lambda$anyone$1(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z

    move-result p1

    return p1
.end method
