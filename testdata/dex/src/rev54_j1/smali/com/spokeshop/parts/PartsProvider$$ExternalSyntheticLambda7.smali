.class public final synthetic Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

# instance fields
.field public final synthetic f$0:Landroid/content/Context;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;->f$0:Landroid/content/Context;
    iput-object p2, p0, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;->f$1:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;->f$0:Landroid/content/Context;
    iget-object v1, p0, Lcom/spokeshop/parts/PartsProvider$$ExternalSyntheticLambda7;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/spokeshop/parts/PartsProvider;->lambda$orderPart$2(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
