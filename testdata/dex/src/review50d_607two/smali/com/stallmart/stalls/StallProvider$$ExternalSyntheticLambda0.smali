.class public final synthetic Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/stallmart/stalls/StallProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/stallmart/stalls/StallProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda0;->f$0:Lcom/stallmart/stalls/StallProvider;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda0;->f$0:Lcom/stallmart/stalls/StallProvider;

    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;

    invoke-virtual {v0, p1}, Lcom/stallmart/stalls/StallProvider;->isVendorApp(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z

    move-result p1

    return p1
.end method
