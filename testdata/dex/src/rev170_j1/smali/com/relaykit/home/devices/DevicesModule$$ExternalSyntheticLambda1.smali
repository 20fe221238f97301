.class public final synthetic Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Landroid/content/pm/PackageManager;


# direct methods
.method public synthetic constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda1;->f$0:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda1;->f$0:Landroid/content/pm/PackageManager;

    invoke-static {v0}, Lcom/relaykit/home/devices/DevicesModule;->lambda$install$1(Landroid/content/pm/PackageManager;)Lcom/relaykit/home/trust/Pairings$Verifier;

    move-result-object v0

    return-object v0
.end method
