.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

.field public final synthetic f$1:Lcom/verdant/garden/cetp/ProviderRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;Lcom/verdant/garden/cetp/ProviderRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;->f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

    iput-object p2, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;->f$1:Lcom/verdant/garden/cetp/ProviderRequest;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;->f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

    iget-object v1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;->f$1:Lcom/verdant/garden/cetp/ProviderRequest;

    check-cast p1, Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->lambda$listTools$7$com-verdant-garden-cetp-CetpV2ContentProvider(Lcom/verdant/garden/cetp/ProviderRequest;Lcom/verdant/garden/cetp/ToolDescriptor;)Z

    move-result v0

    return v0
.end method
