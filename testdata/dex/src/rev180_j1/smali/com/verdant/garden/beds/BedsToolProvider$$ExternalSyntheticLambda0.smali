.class public final synthetic Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/ProviderRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/ProviderRequest;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/verdant/garden/cetp/ProviderRequest;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/verdant/garden/cetp/ProviderRequest;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/verdant/garden/beds/BedsToolProvider;->lambda$authorize$0(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method
