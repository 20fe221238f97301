.class public final synthetic Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Landroid/content/pm/PackageManager;

.field public final synthetic f$1:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method public synthetic constructor <init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/core/ServiceContainer;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;->f$0:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;->f$1:Lcom/relaykit/home/core/ServiceContainer;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;->f$0:Landroid/content/pm/PackageManager;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;->f$1:Lcom/relaykit/home/core/ServiceContainer;

    invoke-static {v0, v1}, Lcom/relaykit/home/routines/RoutinesModule;->lambda$install$3(Landroid/content/pm/PackageManager;Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    move-result-object v0

    return-object v0
.end method
