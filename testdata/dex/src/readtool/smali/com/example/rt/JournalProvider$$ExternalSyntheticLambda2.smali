# D8's desugaring of `r -> countNotes(r)` in JournalProvider's constructor:
# the lambda captures nothing, so D8 makes one instance in <clinit> and the
# constructor reads INSTANCE instead of allocating.
.class public final synthetic Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Function;

.field public static final synthetic INSTANCE:Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;

.method static synthetic constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;
    return-void
.end method

.method private synthetic constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-static {p1}, Lcom/example/rt/JournalProvider;->lambda$new$2(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
